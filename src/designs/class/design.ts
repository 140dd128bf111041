// The class-diagram design: UML classes in three compartments, inheritance running upward, UML relation heads.
import { defineDesign } from '../types.js';
import { classParams, layoutClass } from './layout.js';

export const classDiagram = defineDesign({
  id: 'class-diagram',
  kind: 'class',
  name: 'UML class diagram',
  description: 'UML classes as boxes of three compartments (name with stereotype, attributes, methods with visibility), parents above children, UML heads for inheritance, realization, composition, aggregation, association and dependency, multiplicities at the ends, packages as frames.',
  tags: ['class', 'uml', 'class diagram', 'object oriented', 'inheritance', 'interface', 'domain model', 'software design'],
  params: classParams,
  sample: {
    title: 'Shop domain model',
    packages: [{ id: 'billing', label: 'billing' }],
    classes: [
      { id: 'Entity', label: 'Entity', abstract: true, stereotype: 'abstract', attributes: [
        { name: 'id', type: 'UUID', visibility: 'protected' },
      ], methods: [
        { name: 'validate', returns: 'boolean', visibility: 'public', abstract: true },
      ] },
      { id: 'Customer', label: 'Customer', attributes: [
        { name: 'name', type: 'String', visibility: 'private' }, { name: 'email', type: 'String', visibility: 'private' },
      ], methods: [
        { name: 'placeOrder', parameters: 'items: List<Item>', returns: 'Order', visibility: 'public' },
      ] },
      { id: 'Order', label: 'Order', attributes: [
        { name: 'status', type: 'OrderStatus', visibility: 'private' }, { name: 'count', type: 'int', visibility: 'public', static: true },
      ], methods: [
        { name: 'total', returns: 'Money', visibility: 'public' },
      ] },
      { id: 'OrderLine', label: 'OrderLine', attributes: [
        { name: 'quantity', type: 'int', visibility: 'private' },
      ], methods: [] },
      { id: 'OrderStatus', label: 'OrderStatus', stereotype: 'enumeration', attributes: [
        { name: 'NEW' }, { name: 'PAID' }, { name: 'SHIPPED' },
      ], methods: [] },
      { id: 'Payable', label: 'Payable', stereotype: 'interface', package: 'billing', attributes: [], methods: [
        { name: 'pay', parameters: 'amount: Money', returns: 'Receipt', visibility: 'public' },
      ] },
      { id: 'Invoice', label: 'Invoice', package: 'billing', attributes: [
        { name: 'number', type: 'String', visibility: 'private' },
      ], methods: [] },
    ],
    relations: [
      { from: 'Customer', to: 'Entity', type: 'inheritance' },
      { from: 'Order', to: 'Entity', type: 'inheritance' },
      { from: 'Customer', to: 'Order', type: 'association', label: 'places', from_multiplicity: '1', to_multiplicity: '0..*' },
      { from: 'Order', to: 'OrderLine', type: 'composition', from_multiplicity: '1', to_multiplicity: '1..*' },
      { from: 'Order', to: 'OrderStatus', type: 'dependency' },
      { from: 'Invoice', to: 'Payable', type: 'realization' },
      { from: 'Invoice', to: 'Order', type: 'aggregation', to_multiplicity: '1' },
    ],
  },
  layout: layoutClass,
});
