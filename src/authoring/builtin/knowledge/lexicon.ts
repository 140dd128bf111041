// Word lists of recall, in comparable form (normalize.ts): the words of a request that are not its subject, the
// names of kinds, and the small words that tell the six languages apart.
import type { Kind } from '../../../spec/kinds.js';
import { foldAccents, singular } from './normalize.js';
import type { Lang } from './topic.js';

const keys = (text: string): string[] => text.split(/\s+/).filter(Boolean).map((w) => singular(foldAccents(w.toLowerCase())));

/**
 * Words that frame a request ("draw me a simple diagram of how … works, please") rather than say what it holds:
 * asking, showing, kinds of picture, questions, politeness, size and style, the generic nouns of a model.
 */
export const FRAME = new Set(keys(`
  draw drawing sketch create make generate build produce render show display give want need like would could can
  please pls thanks thank you me i we us my our your it its this that these those some here there
  diagram chart graph graphic picture image illustration illustrate visual visualize visualise visualization
  infographic figure depict depicting map mapping overview summary explain explained explanation describe describing
  template example sample standard classic typical basic simple simplified quick clean nice good clear detailed
  complete full whole famous well known common usual generic traditional high level
  how what which why who when where whose is are was were be been does do did work works working happen happens
  go goes get gets step stage phase level layer part component element piece key main various different all each
  every model framework concept theory method methodology approach tool process flow view version type kind one
  in on at with for about between from by into as or using via per within through across including include includes
  up out over under than then so just also only very more most
  dessine dessiner dessinez crée créer créez fais faire faites montre montrer montrez donne donner explique expliquer
  schéma schema diagramme graphique image illustration visuel exemple modèle modele simple complet étape etape
  phase niveau comment quel quelle quels quelles qu que est sont fonctionne fonctionnement marche mon ma mes notre
  nos votre vos je nous moi il elle en sur avec pour par dans entre stp svp plaît plait voici
  zeichne zeichnen erstelle erstellen mach mache machen zeige zeigen gib erkläre erklären erklärt diagramm grafik
  bild abbildung darstellung beispiel vorlage modell einfach einfaches vollständig schritt stufe phase ebene wie was
  welche welcher welches ist sind funktioniert funktionieren ablauf mein meine unser unsere ich wir mir uns mit für
  in im auf über zwischen bitte hier
  dibuja dibujar dibújame crea crear haz hacer muestra mostrar muéstrame dame explica explicar diagrama gráfico
  imagen ejemplo plantilla modelo simple sencillo completo paso etapa fase nivel cómo como qué que cuál cuáles
  es son funciona funcionamiento mi mis nuestro nuestra yo nosotros me con para por en sobre entre favor aquí
  desenhe desenha desenhar crie criar faça fazer mostre mostrar explique explicar diagrama gráfico imagem exemplo
  modelo simples completo passo etapa fase nível como que qual quais é são funciona funcionamento meu minha nosso
  nossa eu nós com para por em sobre entre favor aqui
  disegna disegnare crea creare fai fare mostra mostrare spiega spiegare diagramma grafico immagine esempio modello
  semplice completo passo fase livello come cosa che quale quali è sono funziona funzionamento mio mia nostro
  nostra io noi con per in su tra fra favore qui
`));

/** Names of kinds (one word, or two in a row), for a prompt that asks for another kind than the topic's. */
export const KIND_WORDS: [string[], Kind][] = ([
  ['flowchart', 'flowchart'], ['flow chart', 'flowchart'], ['process flow', 'flowchart'], ['workflow', 'flowchart'], ['work flow', 'flowchart'], ['logigramme', 'flowchart'],
  ['flussdiagramm', 'flowchart'], ['ablaufdiagramm', 'flowchart'], ['diagrama flujo', 'flowchart'], ['fluxograma', 'flowchart'],
  ['diagramma flusso', 'flowchart'], ['diagramme flux', 'flowchart'],
  ['sequence diagram', 'sequence'], ['diagramme séquence', 'sequence'], ['sequenzdiagramm', 'sequence'], ['diagrama secuencia', 'sequence'],
  ['diagrama sequência', 'sequence'], ['diagramma sequenza', 'sequence'],
  ['timeline', 'timeline'], ['time line', 'timeline'], ['frise chronologique', 'timeline'], ['chronologie', 'timeline'],
  ['zeitstrahl', 'timeline'], ['zeitleiste', 'timeline'], ['línea tiempo', 'timeline'], ['linha tempo', 'timeline'], ['linea temporale', 'timeline'],
  ['mind map', 'mindmap'], ['mindmap', 'mindmap'], ['carte mentale', 'mindmap'], ['mapa mental', 'mindmap'], ['mappa mentale', 'mindmap'],
  ['org chart', 'hierarchy'], ['organigram', 'hierarchy'], ['organigramm', 'hierarchy'], ['organigrama', 'hierarchy'],
  ['organograma', 'hierarchy'], ['organigramma', 'hierarchy'], ['tree', 'hierarchy'], ['hierarchy', 'hierarchy'],
  ['cycle', 'cycle'], ['loop', 'cycle'], ['circular', 'cycle'], ['iterative', 'cycle'], ['repeat', 'cycle'], ['repeating', 'cycle'], ['zyklus', 'cycle'], ['kreislauf', 'cycle'], ['ciclo', 'cycle'],
  ['pyramid', 'pyramid'], ['pyramide', 'pyramid'], ['pirámide', 'pyramid'], ['pirâmide', 'pyramid'], ['piramide', 'pyramid'],
  ['funnel', 'funnel'], ['entonnoir', 'funnel'], ['trichter', 'funnel'], ['embudo', 'funnel'], ['funil', 'funnel'], ['imbuto', 'funnel'],
  ['venn', 'venn'], ['matrix', 'matrix'], ['quadrant', 'matrix'], ['2 x 2', 'matrix'], ['matrice', 'matrix'], ['matriz', 'matrix'],
  ['comparison', 'comparison'], ['compare', 'comparison'], ['table', 'comparison'], ['tableau', 'comparison'], ['tabelle', 'comparison'],
  ['tabla', 'comparison'], ['tabela', 'comparison'], ['tabella', 'comparison'],
  ['hub spoke', 'hub'], ['spoke', 'hub'], ['swimlane', 'swimlane'], ['swim lane', 'swimlane'],
  ['er diagram', 'er'], ['erd', 'er'], ['entity relationship', 'er'],
  ['architecture', 'architecture'], ['architektur', 'architecture'], ['arquitectura', 'architecture'], ['arquitetura', 'architecture'], ['architettura', 'architecture'],
  ['state machine', 'state'], ['state diagram', 'state'], ['zustandsdiagramm', 'state'],
  ['list', 'list'], ['checklist', 'list'], ['bullet', 'list'], ['liste', 'list'], ['lista', 'list'],
  ['pie chart', 'proportion'], ['pie', 'proportion'], ['donut', 'proportion'], ['bar chart', 'proportion'],
  ['gantt', 'gantt'],
  ['class diagram', 'class'], ['uml class', 'class'], ['klassendiagramm', 'class'], ['diagramme classes', 'class'], ['diagrama clases', 'class'],
  ['diagramma classi', 'class'],
  ['use case', 'usecase'], ['use cases', 'usecase'], ['journey map', 'journey'], ['journey', 'journey'], ['parcours', 'journey'],
] as [string, Kind][]).map(([w, k]) => [keys(w), k]);

/** Small words and request verbs of each language (as written, lower case), for telling the prompt's language. */
export const LANG_WORDS: Record<Lang, Set<string>> = {
  en: new Set(('the of and draw show create make please how what are is does work works diagram chart with for a an explain me my our ' +
    'compare between difference versus vs steps process flow simple template example give need want describe visualize ' +
    'which why when where this that these those into from about using typical basic sketch generate build illustrate').split(' ')),
  fr: new Set("le la les des du de une un et dessine dessinez dessiner crée créez créer fais faites montre montrez explique expliquez comment quelles quels quel quelle sont est fonctionne schéma diagramme avec pour s'il stp svp d'un d'une l'".split(' ')),
  de: new Set('der die das des dem den ein eine einen und zeichne zeichnen erstelle erstellen zeige zeig erkläre wie was welche sind ist funktioniert diagramm mit für bitte von zum zur im'.split(' ')),
  es: new Set('el la los las del de un una y dibuja dibújame crea haz muestra muéstrame explica explícame cómo qué cuáles cuál son es funciona diagrama con para por favor al'.split(' ')),
  pt: new Set('o a os as do da dos das de um uma e desenhe desenha crie faça mostre mostra explique como quais qual são é funciona diagrama com para por favor ao'.split(' ')),
  it: new Set('il lo la gli le del della dei di un una e disegna crea fai mostra spiega come quali quale sono è funziona diagramma con per favore dello degli'.split(' ')),
};

/** Language names a prompt may ask for ("in French", "en español"), each → its language. */
export const LANG_NAMES: [RegExp, Lang][] = [
  [/\b(?:in|en|auf|em)\s+(?:english|anglais|englisch|inglés|ingles|inglês|inglese)\b/i, 'en'],
  [/\b(?:in|en|auf|em)\s+(?:french|français|francais|französisch|francés|frances|francês|francese)\b/i, 'fr'],
  [/\b(?:in|en|auf|em)\s+(?:german|allemand|deutsch|alemán|aleman|alemão|tedesco)\b/i, 'de'],
  [/\b(?:in|en|auf|em)\s+(?:spanish|espagnol|spanisch|español|espanol|espanhol|spagnolo)\b/i, 'es'],
  [/\b(?:in|en|auf|em)\s+(?:portuguese|portugais|portugiesisch|portugués|portugues|português|portoghese)\b/i, 'pt'],
  [/\b(?:in|en|auf|em)\s+(?:italian|italien|italienisch|italiano)\b/i, 'it'],
];
