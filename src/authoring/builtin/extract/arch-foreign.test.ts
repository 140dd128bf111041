// Architecture prose in German, French, Spanish, Italian and Portuguese.
import { describe, expect, it } from 'vitest';
import type { ArchitectureContent } from '../../../spec/content/index.js';
import { briefCtxFor } from '../test/helpers.js';
import { extractArchitecture } from './architecture.js';

const read = (prompt: string): ArchitectureContent => extractArchitecture(briefCtxFor(prompt));
function conns(c: ArchitectureContent): string[] {
  const l = new Map(c.components.map((x) => [x.id, x.label]));
  return c.connections.map((x) => `${l.get(x.from)} -> ${l.get(x.to)}`);
}

describe('architecture prose in other languages', () => {
  it('German: "ruft … auf", "leitet an … weiter, der in PostgreSQL schreibt und Ereignisse an Kafka sendet"', () => {
    const c = read('Architekturdiagramm: Die Web-App ruft das API-Gateway auf. Das Gateway leitet an den Bestelldienst weiter, der in PostgreSQL schreibt und Ereignisse an Kafka sendet. Ein Worker liest aus Kafka und verschickt E-Mails über SendGrid.');
    expect(c.components.map((x) => x.label)).toEqual(['Web-App', 'API-Gateway', 'Bestelldienst', 'PostgreSQL', 'Kafka', 'Worker', 'SendGrid']);
    expect(conns(c)).toEqual(['Web-App -> API-Gateway', 'API-Gateway -> Bestelldienst', 'Bestelldienst -> PostgreSQL', 'Bestelldienst -> Kafka', 'Worker -> Kafka', 'Worker -> SendGrid']);
    expect(c.connections.every((x) => !x.label)).toBe(true);
  });

  it('Spanish, French, Italian, Portuguese: a head named first ("servicio de pedidos", "servizio ordini")', () => {
    const chain = ['App -> Gateway', 'Gateway -> Orders', 'Orders -> PostgreSQL', 'Orders -> Kafka'];
    const cases: [string, string[]][] = [
      ['Diagrama de arquitectura: la app móvil llama al API Gateway, que reenvía al servicio de pedidos. El servicio de pedidos escribe en PostgreSQL y publica eventos en Kafka.', ['App móvil', 'API Gateway', 'Servicio de pedidos']],
      ["Schéma d'architecture : l'application web appelle la passerelle API, qui transmet au service de commandes. Le service de commandes écrit dans PostgreSQL et publie des événements dans Kafka.", ['Application web', 'Passerelle API', 'Service de commandes']],
      ["Diagramma di architettura: l'app mobile chiama il gateway API, che inoltra al servizio ordini. Il servizio ordini scrive su PostgreSQL e pubblica eventi su Kafka.", ['App mobile', 'Gateway API', 'Servizio ordini']],
      ['Diagrama de arquitetura: o aplicativo móvel chama o API Gateway, que encaminha para o serviço de pedidos. O serviço de pedidos escreve no PostgreSQL e publica eventos no Kafka.', ['Aplicativo móvel', 'API Gateway', 'Serviço de pedidos']],
    ];
    for (const [prompt, [app, gateway, orders]] of cases) {
      const c = read(prompt);
      expect(conns(c)).toEqual(chain.map((x) => x.replace('App', app!).replace('Gateway', gateway!).replace('Orders', orders!)));
    }
  });
});
