// The sequence-lifelines design: id, params, sample and layout of a sequence diagram with lifelines.
import { z } from 'zod';
import { spacingParam } from '../shared/blocks.js';
import { defineDesign } from '../types.js';
import { layoutSequence } from './layout.js';

export const sequenceParams = z.strictObject({
  spacing: spacingParam,
  numbered: z.boolean().default(false).describe('number the messages in order'),
  participants_at_bottom: z.enum(['auto', 'always', 'never']).default('auto')
    .describe('repeat the participants under the lifelines; auto does so for diagrams of more than 12 messages'),
});

export const sequenceLifelines = defineDesign({
  id: 'sequence-lifelines',
  kind: 'sequence',
  name: 'Sequence diagram',
  description: 'Participants on top with dashed lifelines and numbered-in-order messages between them, with notes and alt/loop/opt frames.',
  tags: ['sequence', 'interaction', 'messages', 'protocol', 'api calls', 'lifeline', 'uml'],
  params: sequenceParams,
  sample: {
    title: 'Signing in with a password',
    participants: [
      { id: 'user', label: 'User', type: 'actor' },
      { id: 'app', label: 'Web app', type: 'system' },
      { id: 'auth', label: 'Auth service', type: 'system' },
      { id: 'db', label: 'User database', type: 'system' },
    ],
    messages: [
      { from: 'user', to: 'app', label: 'Enter email and password', type: 'sync' },
      { from: 'app', to: 'auth', label: 'POST /login', type: 'sync' },
      { from: 'auth', to: 'db', label: 'Find user by email', type: 'sync' },
      { from: 'db', to: 'auth', label: 'User record', type: 'reply' },
      { from: 'auth', to: 'auth', label: 'Verify password hash', type: 'sync' },
      { from: 'auth', to: 'app', label: 'Session token', type: 'reply' },
      { from: 'app', to: 'user', label: 'Show dashboard', type: 'reply' },
      { from: 'auth', to: 'app', label: '401 Unauthorized', type: 'reply' },
      { from: 'app', to: 'user', label: 'Show error message', type: 'reply' },
      { from: 'auth', to: 'db', label: 'Record login attempt', type: 'async' },
    ],
    notes: [{ over: ['app', 'auth'], text: 'All traffic over TLS', after: -1 }],
    fragments: [{ type: 'alt', label: 'password matches', first: 5, last: 8, else: [{ at: 7, label: 'wrong password' }] }],
  },
  layout: layoutSequence,
});
