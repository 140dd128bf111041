// C4 macros in PlantUML (C4-PlantUML stdlib) → architecture content: people, systems, containers in boundaries, relations.
import { describe, expect, it } from 'vitest';
import { readDiagramCode } from './index.js';

describe('C4 in PlantUML', () => {
  it('reads persons, containers with technology, boundaries and Rel/Rel_Back', () => {
    const r = readDiagramCode(`@startuml
!include https://raw.githubusercontent.com/plantuml-stdlib/C4-PlantUML/master/C4_Container.puml
title Container diagram
Person(user, "Customer", "A customer of the bank")
System_Boundary(c1, "Internet Banking") {
  Container(web, "Web App", "Java, Spring MVC", "Delivers the SPA")
  ContainerDb(db, "Database", "PostgreSQL", "Stores accounts")
}
System_Ext(mail, "E-mail system")
Rel(user, web, "Uses", "HTTPS")
Rel(web, db, "Reads from and writes to")
Rel_Back(user, mail, "Sends e-mails to")
SHOW_LEGEND()
@enduml`)!;
    expect(r.kind).toBe('architecture');
    expect(r.content).toEqual({
      title: 'Container diagram',
      zones: [{ id: 'c1', label: 'Internet Banking' }],
      components: [
        { id: 'user', label: 'Customer', icon: 'lucide:user', description: 'A customer of the bank' },
        { id: 'web', label: 'Web App', zone: 'c1', description: '[Java, Spring MVC] Delivers the SPA' },
        { id: 'db', label: 'Database', icon: 'lucide:database', zone: 'c1', description: '[PostgreSQL] Stores accounts' },
        { id: 'mail', label: 'E-mail system' },
      ],
      connections: [
        { from: 'user', to: 'web', label: 'Uses' },
        { from: 'web', to: 'db', label: 'Reads from and writes to' },
        { from: 'mail', to: 'user', label: 'Sends e-mails to' },
      ],
    });
  });
});
