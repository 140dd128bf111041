import { describe, expect, it } from 'vitest';
import { iconCatalog } from './catalog.js';
import { SYNONYMS } from './synonyms.js';

describe('suggest', () => {
  it.each([
    ['database', 'lucide:database'],
    ['Databases', 'lucide:database'],
    ['Postgres DB', 'simple:postgresql'],
    ['MySQL database', 'simple:mysql'],
    ['user login', 'lucide:log-in'],
    ['payment', 'lucide:credit-card'],
    ['email', 'lucide:mail'],
    ['cache', 'lucide:database-zap'],
    ['Redis cache', 'simple:redis'],
    ['load balancer', 'lucide:split'],
    ['queue', 'lucide:list-ordered'],
    ['server', 'lucide:server'],
    ['api gateway', 'lucide:door-open'],
    ['mobile app', 'lucide:smartphone'],
    ['browser', 'lucide:globe'],
    ['kubernetes', 'simple:kubernetes'],
    ['k8s cluster', 'simple:kubernetes'],
    ['aws s3', 'lucide:archive'],
    ['Kafka', 'simple:apachekafka'],
    ['Vue frontend', 'simple:vuedotjs'],
    ['GitHub Actions', 'simple:githubactions'],
    ['Auth Service', 'lucide:key-round'],
    ['Notification service', 'lucide:bell'],
    ['heart rate monitor', 'lucide:activity'],
    ['lucide:alert-triangle', 'lucide:triangle-alert'],
  ])('%j → %s', (text, id) => {
    expect(iconCatalog.suggest(text)).toBe(id);
  });

  it.each(['', '   ', 'the', 'of a', 'a', 'xyzzy', 'service', 'Hello world', 'Step 1', 'Buffer', 'Q1 2024', 'and so on'])(
    'gives nothing for %j',
    (text) => {
      expect(iconCatalog.suggest(text)).toBeUndefined();
    },
  );

  it('prefers the brand over the generic word ("Redis cache") and the last word otherwise ("user login")', () => {
    expect(iconCatalog.suggest('cache')).not.toBe(iconCatalog.suggest('Redis cache'));
    expect(iconCatalog.suggest('login user')).toBe('lucide:user');
  });

  it('maps every synonym to an icon that exists under that exact id', () => {
    const missing = Object.entries(SYNONYMS).filter(([, id]) => iconCatalog.get(id)?.id !== id);
    expect(missing).toEqual([]);
  });

  it('always answers with an id the catalog can draw', () => {
    for (const text of ['database', 'Postgres DB', 'shopping', 'Launch', 'Snowflake']) {
      const id = iconCatalog.suggest(text);
      expect(id && iconCatalog.svg(id)).toBeTruthy();
    }
  });
});
