// The architecture-zones design: components as icon cards in labelled zones, joined by labelled connections.
import { defineDesign } from '../types.js';
import { architectureParams, layoutArchitecture } from './layout.js';

export const architectureZones = defineDesign({
  id: 'architecture-zones',
  kind: 'architecture',
  name: 'Architecture zones',
  description: 'System components as cards with icons, grouped in labelled zones or tiers, with labelled connections between them.',
  tags: ['architecture', 'system design', 'infrastructure', 'cloud', 'services', 'components', 'deployment'],
  params: architectureParams,
  sample: {
    title: 'Web application on AWS',
    zones: [
      { id: 'edge', label: 'Edge' },
      { id: 'app', label: 'Application tier' },
      { id: 'data', label: 'Data tier' },
    ],
    components: [
      { id: 'users', label: 'Users', icon: 'lucide:users' },
      { id: 'cdn', label: 'CDN', icon: 'lucide:globe', zone: 'edge', description: 'Static assets' },
      { id: 'lb', label: 'Load balancer', icon: 'lucide:split', zone: 'edge' },
      { id: 'api', label: 'API service', icon: 'lucide:server', zone: 'app', description: 'Node.js, 3 replicas' },
      { id: 'worker', label: 'Worker', icon: 'lucide:cpu', zone: 'app', description: 'Background jobs' },
      { id: 'db', label: 'PostgreSQL', icon: 'lucide:database', zone: 'data' },
      { id: 'cache', label: 'Redis cache', icon: 'lucide:zap', zone: 'data' },
      { id: 'queue', label: 'Job queue', icon: 'lucide:list-ordered', zone: 'data' },
    ],
    connections: [
      { from: 'users', to: 'cdn', label: 'HTTPS' },
      { from: 'users', to: 'lb', label: 'API calls' },
      { from: 'lb', to: 'api' },
      { from: 'api', to: 'db', label: 'SQL' },
      { from: 'api', to: 'cache' },
      { from: 'api', to: 'queue', label: 'enqueue' },
      { from: 'queue', to: 'worker' },
      { from: 'worker', to: 'db' },
    ],
  },
  layout: layoutArchitecture,
});
