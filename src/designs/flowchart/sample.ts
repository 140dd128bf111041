// Catalog samples of the flowchart designs: a password reset (top-down), a short order pipeline (left-right).
import type { FlowchartContent } from '../../spec/content/flowchart.js';

export const flowchartSample: FlowchartContent = {
  title: 'Password reset',
  nodes: [
    { id: 'start', label: 'User clicks "Forgot password"', type: 'start' },
    { id: 'email', label: 'Enter email address', type: 'io' },
    { id: 'known', label: 'Account exists?', type: 'decision' },
    { id: 'send', label: 'Send reset link', type: 'process', icon: 'lucide:mail' },
    { id: 'generic', label: 'Show generic message', type: 'process', description: 'Never reveal which emails exist' },
    { id: 'open', label: 'Open link within 30 min', type: 'process' },
    { id: 'valid', label: 'Token valid?', type: 'decision' },
    { id: 'set', label: 'Set new password', type: 'io' },
    { id: 'done', label: 'Signed in', type: 'end' },
  ],
  edges: [
    { from: 'start', to: 'email' },
    { from: 'email', to: 'known' },
    { from: 'known', to: 'send', label: 'Yes' },
    { from: 'known', to: 'generic', label: 'No' },
    { from: 'send', to: 'open' },
    { from: 'open', to: 'valid' },
    { from: 'valid', to: 'set', label: 'Yes' },
    { from: 'valid', to: 'email', label: 'Expired' },
    { from: 'set', to: 'done' },
  ],
  groups: [],
};

/** Left-right flowcharts grow wide fast: their preview keeps to six steps so it stays legible at 800 px. */
export const pipelineSample: FlowchartContent = {
  title: 'Order fulfilment',
  nodes: [
    { id: 'placed', label: 'Order placed', type: 'start' },
    { id: 'paid', label: 'Payment captured?', type: 'decision' },
    { id: 'card', label: 'Ask for another card', type: 'process', icon: 'lucide:credit-card' },
    { id: 'pack', label: 'Pick and pack', type: 'process', icon: 'lucide:package' },
    { id: 'ship', label: 'Hand to carrier', type: 'process', icon: 'lucide:truck' },
    { id: 'done', label: 'Delivered', type: 'end' },
  ],
  edges: [
    { from: 'placed', to: 'paid' },
    { from: 'paid', to: 'pack', label: 'Yes' },
    { from: 'paid', to: 'card', label: 'No' },
    { from: 'card', to: 'paid', label: 'Retry' },
    { from: 'pack', to: 'ship' },
    { from: 'ship', to: 'done' },
  ],
  groups: [],
};
