// The swimlane-lanes design: one horizontal lane per actor, steps in flow order, hand-offs crossing lanes.
import { defineDesign } from '../types.js';
import { layoutSwimlane, swimlaneParams } from './layout.js';

export const swimlaneLanes = defineDesign({
  id: 'swimlane-lanes',
  kind: 'swimlane',
  name: 'Swimlanes',
  description: 'A process split by who does it: one horizontal lane per actor titled on the left, steps left to right in flow order, hand-offs crossing lanes.',
  tags: ['swimlane', 'process', 'cross-functional', 'responsibilities', 'workflow', 'handoff', 'bpmn'],
  params: swimlaneParams,
  sample: {
    title: 'Expense reimbursement',
    lanes: [
      { id: 'employee', label: 'Employee' },
      { id: 'manager', label: 'Manager' },
      { id: 'finance', label: 'Finance' },
    ],
    steps: [
      { id: 'start', lane: 'employee', label: 'Trip ends', type: 'start' },
      { id: 'submit', lane: 'employee', label: 'Submit receipts', type: 'process' },
      { id: 'review', lane: 'manager', label: 'Review claim', type: 'process' },
      { id: 'ok', lane: 'manager', label: 'Within policy?', type: 'decision' },
      { id: 'fix', lane: 'employee', label: 'Fix and resubmit', type: 'process' },
      { id: 'pay', lane: 'finance', label: 'Schedule payment', type: 'process' },
      { id: 'paid', lane: 'finance', label: 'Reimbursed', type: 'end' },
    ],
    flows: [
      { from: 'start', to: 'submit' },
      { from: 'submit', to: 'review' },
      { from: 'review', to: 'ok' },
      { from: 'ok', to: 'pay', label: 'Yes' },
      { from: 'ok', to: 'fix', label: 'No' },
      { from: 'fix', to: 'review' },
      { from: 'pay', to: 'paid' },
    ],
  },
  layout: layoutSwimlane,
});
