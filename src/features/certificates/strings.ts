/**
 * Dutch texts of the certificate screens staff and contact persons see (the candidate's and the public page's texts
 * are in messages/; docs/decisions/058-certificates.md).
 */
export const certificateTexts = {
  title: 'Certificaten',
  introCandidate: 'Certificaten die de kandidaat kreeg voor een gehaalde PAT of opleiding. Iedereen met de code kan ze controleren.',
  introSource: 'Wie deze resultaten haalde, kreeg bij het vrijgeven een certificaat.',
  none: 'Nog geen certificaten.',
  columns: { what: 'Behaald', candidate: 'Kandidaat', issued: 'Uitgegeven', code: 'Code', state: 'Status', actions: 'Downloaden en controleren' },
  kind: { pat: 'PAT', education: 'Opleiding' } as const,
  valid: 'Geldig',
  withdrawn: (date: string) => `Ingetrokken op ${date}`,
  withdrawnBy: (by: string | null, reason: string | null) => [by ? `door ${by}` : '', reason ? `reden: ${reason}` : ''].filter(Boolean).join(', '),
  pdf: 'PDF',
  credential: 'Open Badge',
  verify: 'Controleadres',
  pdfLabel: (title: string) => `Certificaat ${title} downloaden als PDF`,
  credentialLabel: (title: string) => `Certificaat ${title} downloaden als ondertekende Open Badge`,
  verifyLabel: (title: string) => `Controleadres van certificaat ${title}`,
  withdraw: 'Intrekken…',
  withdrawLabel: (title: string, name: string) => `Certificaat ${title} van ${name} intrekken`,
  withdrawTitle: 'Certificaat intrekken',
  withdrawIntro: (title: string, name: string) =>
    `Je trekt het certificaat '${title}' van ${name} in. Het blijft bestaan, maar het controleadres, de PDF en de Open Badge zeggen voortaan dat het is ingetrokken en sinds wanneer. De reden zien alleen medewerkers.`,
  reasonLabel: 'Reden van intrekken',
  reasonHint: 'Bijvoorbeeld: de beoordeling bleek onjuist. 3 tot 500 tekens.',
  confirm: 'Definitief intrekken',
  cancel: 'Annuleren',
  done: 'Het certificaat is ingetrokken.',
  alreadyWithdrawn: 'Dit certificaat is al ingetrokken.',
  back: 'Terug',
} as const;
