/**
 * Dutch texts of the audit log: the page /cp/audit (filters and table) and the latest lines on the admin's
 * home (/cp/admin).
 */

export const audit = {
  title: 'Auditlog',
  intro: 'Alle aanroepen van de API en alle keren dat iemand in- of uitlogt. Nieuwste eerst.',
  filters: 'Filteren',
  userId: 'Gebruikers-id',
  route: 'Route (begin)',
  routeColumn: 'Route',
  routeHint: 'Bijvoorbeeld /api/user',
  status: 'Status',
  from: 'Vanaf datum',
  to: 'Tot en met datum',
  apply: 'Filter toepassen',
  reset: 'Filters wissen',
  empty: 'Geen regels gevonden.',
  at: 'Tijd',
  user: 'Gebruiker',
  method: 'Methode',
  duration: 'Duur',
  clientIp: 'IP-adres',
  outcome: 'Uitkomst',
  requestId: 'Request-id',
  ms: (n: number) => `${n} ms`,
  anonymous: 'niet ingelogd',
  total: (n: number) => (n === 1 ? '1 regel' : `${n} regels`),
  caption: 'Auditregels',
} as const;
