// The use case diagram design (UML): stick-figure actors around a system boundary of use case ellipses.
import { defineDesign } from '../types.js';
import { layoutUsecase, usecaseParams } from './layout.js';

export const usecaseDiagram = defineDesign({
  id: 'usecase-diagram',
  kind: 'usecase',
  name: 'Use case diagram',
  description: 'UML use cases: stick-figure actors left and right of a system boundary, use cases as ellipses inside, plain association lines, dashed «include» and «extend» arrows, hollow triangles for generalization.',
  tags: ['use case', 'usecase', 'uml', 'actors', 'requirements', 'system boundary', 'include', 'extend'],
  params: usecaseParams,
  sample: {
    title: 'Online shop',
    actors: [
      { id: 'customer', label: 'Customer' },
      { id: 'member', label: 'Member', parent: 'customer' },
      { id: 'payments', label: 'Payment service' },
    ],
    systems: [{ id: 'shop', label: 'Web shop' }],
    use_cases: [
      { id: 'browse', label: 'Browse products' },
      { id: 'checkout', label: 'Check out' },
      { id: 'pay', label: 'Pay by card' },
      { id: 'coupon', label: 'Apply coupon' },
      { id: 'history', label: 'View order history' },
    ],
    links: [
      { from: 'customer', to: 'browse', type: 'association' },
      { from: 'customer', to: 'checkout', type: 'association' },
      { from: 'member', to: 'history', type: 'association' },
      { from: 'checkout', to: 'pay', type: 'include' },
      { from: 'coupon', to: 'checkout', type: 'extend', extension_point: 'promo code' },
      { from: 'pay', to: 'payments', type: 'association' },
    ],
    notes: [],
  },
  layout: layoutUsecase,
});
