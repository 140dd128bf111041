// The state-machine design: states, start and end dots, choices, nested states and labelled transitions.
import { defineDesign } from '../types.js';
import { layoutState, stateParams } from './layout.js';

export const stateMachine = defineDesign({
  id: 'state-machine',
  kind: 'state',
  name: 'State machine',
  description: 'States as rounded boxes joined by labelled transitions; a filled dot starts, a ringed dot ends, diamonds choose, nested states sit inside their parent.',
  tags: ['state', 'state machine', 'statechart', 'lifecycle', 'status', 'transitions', 'uml'],
  params: stateParams,
  sample: {
    title: 'Order lifecycle',
    states: [
      { id: 'start', label: 'Start', type: 'initial' },
      { id: 'cart', label: 'In cart', type: 'normal' },
      { id: 'pending', label: 'Payment pending', type: 'normal', description: 'entry / reserve stock' },
      { id: 'paid', label: 'Paid', type: 'normal' },
      { id: 'fulfil', label: 'Fulfilment', type: 'normal' },
      { id: 'packing', label: 'Packing', type: 'normal', parent: 'fulfil' },
      { id: 'shipped', label: 'Shipped', type: 'normal', parent: 'fulfil' },
      { id: 'delivered', label: 'Delivered', type: 'normal' },
      { id: 'cancelled', label: 'Cancelled', type: 'normal' },
      { id: 'end', label: 'End', type: 'final' },
    ],
    transitions: [
      { from: 'start', to: 'cart' },
      { from: 'cart', to: 'pending', label: 'checkout' },
      { from: 'pending', to: 'paid', label: 'payment ok' },
      { from: 'pending', to: 'cancelled', label: 'timeout' },
      { from: 'paid', to: 'packing' },
      { from: 'packing', to: 'shipped', label: 'handed to carrier' },
      { from: 'shipped', to: 'delivered', label: 'signed' },
      { from: 'delivered', to: 'end' },
      { from: 'cancelled', to: 'end' },
    ],
  },
  layout: layoutState,
});
