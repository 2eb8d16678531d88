/**
 * Dutch titles of the invoice calls' own errors (docs/api.md "Invoice"), shared by the calls (invoices.ts), the
 * downloads (router.ts) and the mails that carry the documents (mailing.ts).
 */
export const INVOICE_TITLES = {
  notFound: 'Deze factuur bestaat niet.',
  alreadyPaid: 'Deze factuur is al als betaald gemarkeerd.',
  notPayable: 'Een creditnota of een gecrediteerde factuur kan niet als betaald worden gemarkeerd.',
  alreadyCredited: 'Deze factuur is al gecrediteerd.',
  notCreditable: 'Een creditnota kan niet zelf worden gecrediteerd.',
  /** `POST /api/invoice/{id}/send` for an organisation without any address to mail (decision 053). */
  noRecipient:
    'Deze organisatie heeft geen factuur-e-mailadres en geen actieve contactpersoon. Vul bij de organisatie een factuur-e-mailadres in en probeer het opnieuw.',
  incomplete: 'Van deze factuur kan dit bestand niet worden gemaakt: er ontbreken gegevens, zoals het adres van de klant. Neem contact op met de beheerder.',
  pdfFailed: 'De PDF van deze factuur kon nu niet worden gemaakt. Probeer het over een minuut opnieuw.',
} as const;
