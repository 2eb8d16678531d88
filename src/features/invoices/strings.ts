/**
 * Dutch texts of the invoice screens (spec §2: /contactperson/invoices; the invoices on /cp/license/{id} and
 * /cp/organization/{id}). State names are the contract's INVOICE_STATE_LABELS. Plain, short sentences.
 */
import { formatNumber } from '#src/lib/i18n/format';

/** The invoice table and its actions. */
export const invoiceTable = {
  number: 'Nummer',
  date: 'Datum',
  dueDate: 'Betalen vóór',
  amount: 'Bedrag (incl. btw)',
  state: 'Status',
  downloads: 'Downloaden',
  actions: 'Acties',
  pdf: 'PDF',
  invoiceNoun: 'Factuur',
  creditNoteNoun: 'Creditnota',
  pdfLabel: (noun: string, number: string) => `${noun} ${number} downloaden als PDF`,
  ubl: 'E-factuur (UBL)',
  ublLabel: (noun: string, number: string) => `${noun} ${number} downloaden als e-factuur (UBL)`,
  /** Under the downloads of a document that cannot go through Peppol (decision 050). */
  notPeppol: 'Niet via Peppol: de organisatie had geen KvK-nummer en geen btw-id. Stuur de e-factuur per e-mail.',
  pay: 'Markeer als betaald',
  payQuestion: (number: string) => `Is factuur ${number} betaald? Dan zetten we de status op ‘Betaald’.`,
  payConfirm: 'Ja, betaald',
  credit: 'Crediteren',
  creditQuestion: (number: string) =>
    `Wil je factuur ${number} crediteren? Er komt een creditnota met hetzelfde bedrag. Een factuur kun je niet wijzigen, alleen crediteren. Dit kun je niet ongedaan maken.`,
  creditConfirm: 'Ja, crediteren',
  /** Mailing an invoice or credit note again (staff; `POST /api/invoice/{id}/send`, decision 053). */
  resend: 'Opnieuw mailen',
  resendQuestion: (noun: string, number: string) =>
    `Wil je ${noun.toLowerCase()} ${number} opnieuw mailen, met de PDF en de e-factuur? De mail gaat naar het factuur-e-mailadres dat nu bij de organisatie staat, of, als dat er niet is, naar elke actieve contactpersoon.`,
  resendConfirm: 'Ja, opnieuw mailen',
  cancel: 'Annuleren',
  paid: 'De factuur staat op betaald.',
  credited: 'De creditnota is gemaakt.',
  resent: 'De mail met de PDF en de e-factuur is klaargezet en wordt nu verstuurd. Onder ‘Verstuurd’ zie je of hij is aangekomen.',
  total: (n: number) => (n === 1 ? '1 factuur' : `${formatNumber(n)} facturen`),
} as const;

/** What each state means (shown beside the list). */
export const invoiceStates = {
  title: 'Wat betekent de status?',
  open: 'De factuur is nog niet betaald. Betaal binnen 30 dagen na de factuurdatum.',
  paid: 'We hebben de betaling ontvangen.',
  overdue: 'De betaaltermijn is voorbij en we hebben nog geen betaling ontvangen.',
  credited: 'Deze factuur is teruggedraaid met een creditnota. Je hoeft hem niet te betalen.',
  'credit-note': 'Een creditnota draait een eerdere factuur terug. Het bedrag is negatief.',
  /** Below the states: where the sent log is (decision 053). */
  mailed:
    'Onder ‘Verstuurd’ staat wanneer en naar welk e-mailadres we de factuur, de creditnota en de betalingsherinneringen hebben gemaild, met de PDF en de e-factuur als bijlage. Staat er ‘Nog niet bezorgd’ of ‘Niet bezorgd’, dan is de mail (nog) niet aangekomen.',
} as const;

/** The sent log of an invoice in the table's 'Verstuurd' column (contract.ts InvoiceMailing; decision 053). */
export const invoiceMailingTexts = {
  column: 'Verstuurd',
  none: 'Nog niet per e-mail verstuurd.',
  /** For staff under 'none': why, and what to do. */
  noneStaff:
    'Nog niet per e-mail verstuurd: de organisatie had geen factuur-e-mailadres en geen actieve contactpersoon. Vul bij de organisatie een factuur-e-mailadres in en kies ‘Opnieuw mailen’.',
  what: { invoice: 'Factuur', 'credit-note': 'Creditnota', reminder: 'Herinnering' } as const,
  /**
   * A delivered mail says it was sent; one not (yet) delivered says it was made for the address. `again`: staff
   * mailed the invoice or credit note once more ('Factuur opnieuw verstuurd op …').
   */
  line: (what: string, day: string, recipient: string, delivered: boolean, again = false) =>
    delivered
      ? `${what} ${again ? 'opnieuw ' : ''}verstuurd op ${day} aan ${recipient}`
      : again
        ? `${what} opnieuw gemaild op ${day} naar ${recipient}`
        : `${what} van ${day} voor ${recipient}`,
  reminderWhat: (step: number) => `Herinnering ${step}`,
  waiting: 'Nog niet bezorgd: de mail wordt nog verstuurd.',
  failed: 'Niet bezorgd: de mailserver weigerde de mail.',
  /** For staff under a failed mail. */
  failedStaff:
    'Niet bezorgd: de mailserver weigerde de mail. Klopt het factuur-e-mailadres van de organisatie? Pas het zo nodig aan en kies ‘Opnieuw mailen’, of verstuur de mail opnieuw op de pagina E-mail.',
  listLabel: (noun: string, number: string) => `Verzonden e-mails van ${noun.toLowerCase()} ${number}`,
} as const;

/** The invoices of one organisation on /cp/organization/{id}. */
export const organizationInvoices = {
  title: 'Facturen',
  empty: 'Deze organisatie heeft nog geen facturen.',
} as const;

/** /contactperson/invoices. */
export const contactInvoices = {
  title: 'Facturen',
  intro: 'De facturen van je organisatie, de nieuwste eerst. Download een factuur als PDF of als e-factuur voor je boekhouding.',
  empty: 'Je organisatie heeft nog geen facturen.',
} as const;
