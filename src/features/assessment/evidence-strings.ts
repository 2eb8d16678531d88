/**
 * Dutch texts of the evidence photos (spec §2 /docent/evaluate/…, /cp/user/{id}/pat/{patId}/progress;
 * docs/decisions/030-pat-reflection-and-agreement.md §4): the evaluation form's photo block and the progress page's.
 * Client-safe; the evaluation island imports `evidenceTexts`.
 */
import { MAX_EVIDENCE_PHOTOS } from './evidence';

/** The photo block of the evaluation form island and of the progress page. */
export const evidenceTexts = {
  title: 'Foto’s als bewijs',
  intro: `Optioneel: maak foto’s van het werk van de kandidaat, hoogstens ${MAX_EVIDENCE_PHOTOS}. Ze worden op dit apparaat verkleind en met verbinding verstuurd.`,
  none: 'Nog geen foto’s.',
  noneFinal: 'Bij deze beoordeling horen geen foto’s.',
  add: 'Foto toevoegen',
  caption: 'Bijschrift: wat staat er op de foto?',
  captionHint: 'Het bijschrift is ook de beschrijving voor wie de foto niet kan zien.',
  preview: 'Gekozen foto',
  save: 'Foto opslaan',
  cancel: 'Annuleren',
  remove: 'Verwijderen',
  removeNamed: (name: string) => `Foto verwijderen: ${name}`,
  confirmTitle: 'Foto verwijderen?',
  confirmText: 'De foto verdwijnt uit deze beoordeling. Dit kan niet ongedaan worden gemaakt.',
  confirm: 'Ja, verwijderen',
  resizing: 'Foto verkleinen…',
  sending: 'Foto versturen…',
  added: 'Foto toegevoegd.',
  removing: 'Foto verwijderen…',
  removed: 'Foto verwijderd.',
  offline: 'Foto’s toevoegen of verwijderen kan alleen met verbinding. Je scores worden wel op dit apparaat bewaard.',
  full: `Deze beoordeling heeft al ${MAX_EVIDENCE_PHOTOS} foto’s. Verwijder er eerst een om een nieuwe toe te voegen.`,
  unreadable: 'Deze foto kan op dit apparaat niet worden gelezen. Maak de foto opnieuw of kies een JPEG- of PNG-bestand.',
  failed: (error: string) => `De foto is niet opgeslagen: ${error}`,
  removeFailed: (error: string) => `De foto is niet verwijderd: ${error}`,
  untitled: (n: number) => `Foto ${n} zonder bijschrift`,
  larger: 'opent de foto groot',
  count: (n: number) => (n === 1 ? '1 foto' : `${n} foto’s`),
} as const;
