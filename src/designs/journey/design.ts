// The journey map design: stages left to right, step cards, a satisfaction curve of faces, pain points and opportunities.
import { defineDesign } from '../types.js';
import { journeyParams, layoutJourney } from './layout.js';

export const journeyMap = defineDesign({
  id: 'journey-map',
  kind: 'journey',
  name: 'Journey map',
  description: 'A user or customer journey: stages as column heads left to right, steps as cards with their actors, a satisfaction curve of faces across the map, pain points and opportunities as notes under each stage.',
  tags: ['journey', 'user journey', 'customer journey', 'journey map', 'experience', 'satisfaction', 'pain points', 'ux'],
  params: journeyParams,
  sample: {
    title: 'Opening a bank account',
    actors: [{ id: 'customer', label: 'Customer' }, { id: 'agent', label: 'Support agent' }],
    stages: [
      { id: 'signup', label: 'Sign up' },
      { id: 'verify', label: 'Verification' },
      { id: 'first', label: 'First transaction' },
    ],
    steps: [
      { id: 'download', label: 'Download the app', stage: 'signup', score: 4, actors: ['customer'] },
      { id: 'form', label: 'Fill in personal details', stage: 'signup', score: 3, actors: ['customer'] },
      { id: 'scan', label: 'Scan ID and selfie', stage: 'verify', score: 2, actors: ['customer'] },
      { id: 'review', label: 'Manual review', stage: 'verify', score: 1, actors: ['customer', 'agent'] },
      { id: 'deposit', label: 'First deposit', stage: 'first', score: 4, actors: ['customer'] },
      { id: 'pay', label: 'Pay a friend', stage: 'first', score: 5, actors: ['customer'] },
    ],
    notes: [
      { type: 'pain', text: 'Long form on a small screen', stage: 'signup' },
      { type: 'pain', text: 'Review takes two days with no status', step: 'review' },
      { type: 'opportunity', text: 'Prefill from the ID scan', stage: 'verify' },
      { type: 'opportunity', text: 'Welcome bonus on the first payment', stage: 'first' },
    ],
  },
  layout: layoutJourney,
});
