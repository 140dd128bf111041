// The er-entities design: entity tables with typed, keyed attributes joined by crow's-foot relationships.
import { defineDesign } from '../types.js';
import { erParams, layoutEr } from './layout.js';

export const erEntities = defineDesign({
  id: 'er-entities',
  kind: 'er',
  name: 'Entity tables',
  description: "Database entities as tables (name, attributes with PK/FK/UK keys and types) joined by crow's-foot relationships at their key rows.",
  tags: ['er', 'entity relationship', 'database', 'schema', 'tables', 'data model', 'sql'],
  params: erParams,
  sample: {
    title: 'Online shop schema',
    entities: [
      { id: 'customers', label: 'customers', attributes: [
        { name: 'id', type: 'uuid', key: 'pk' }, { name: 'email', type: 'varchar(255)', key: 'uk' }, { name: 'name', type: 'text' }, { name: 'created_at', type: 'timestamptz' },
      ] },
      { id: 'orders', label: 'orders', attributes: [
        { name: 'id', type: 'uuid', key: 'pk' }, { name: 'customer_id', type: 'uuid', key: 'fk' }, { name: 'status', type: 'order_status' }, { name: 'placed_at', type: 'timestamptz' },
      ] },
      { id: 'order_items', label: 'order_items', attributes: [
        { name: 'order_id', type: 'uuid', key: 'fk' }, { name: 'product_id', type: 'uuid', key: 'fk' }, { name: 'quantity', type: 'int' }, { name: 'unit_price', type: 'numeric(10,2)' },
      ] },
      { id: 'products', label: 'products', attributes: [
        { name: 'id', type: 'uuid', key: 'pk' }, { name: 'sku', type: 'varchar(32)', key: 'uk' }, { name: 'title', type: 'text' }, { name: 'price', type: 'numeric(10,2)' },
      ] },
    ],
    relationships: [
      { from: 'customers', to: 'orders', from_card: 'one', to_card: 'zero_or_many', label: 'places' },
      { from: 'orders', to: 'order_items', from_card: 'one', to_card: 'one_or_many', label: 'contains' },
      { from: 'products', to: 'order_items', from_card: 'one', to_card: 'zero_or_many', label: 'appears in' },
    ],
  },
  layout: layoutEr,
});
