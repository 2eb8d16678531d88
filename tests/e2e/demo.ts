/**
 * The demo accounts of the e2e database (src/backend/seed.ts): the e-mail address and home page of one demo user
 * per role, all with the same password.
 */
export const DEMO_PASSWORD = 'demo-wachtwoord';

export const DEMO = {
  Admin: { email: 'admin@example.org', home: '/cp/admin' },
  Coordinator: { email: 'coordinator@example.org', home: '/cp/admin' },
  Teacher: { email: 'docent@example.org', home: '/docent/overzicht' },
  ContactPerson: { email: 'contactpersoon@example.org', home: '/contactperson/overzicht' },
  User: { email: 'kandidaat@example.org', home: '/dashboard/overzicht' },
} as const;

export type DemoRole = keyof typeof DEMO;
