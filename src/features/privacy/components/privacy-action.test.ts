import { describe, expect, it, vi } from 'vitest';
import { FetchError } from 'ofetch';
import { handlePrivacyAction, listAfterErasure, PRIVACY_INTENT } from './privacy-action.server';

const person = { id: '0b9c3f4e-1d2a-4c5b-8e7f-123456789abc', name: 'José García', role: 'User' };

/** A fake page context: the request, `locals.api` and `redirect` as Astro gives them. */
function page(fields: Record<string, string> | null, api = vi.fn(async () => ({ title: 'ok' }))) {
  const body = fields ? new URLSearchParams(fields) : undefined;
  const request = new Request('http://localhost/cp/user/x', { method: fields ? 'POST' : 'GET', body });
  const redirect = vi.fn((to: string, status?: number) => new Response(null, { status, headers: { location: to } }));
  return { astro: { request, locals: { api }, redirect } as never, api, redirect };
}

describe('handlePrivacyAction', () => {
  it('leaves a GET and another form of the page alone', async () => {
    expect(await handlePrivacyAction(page(null).astro, person)).toBeNull();
    const other = page({ intent: 'extra-tijd', confirmName: person.name });
    expect(await handlePrivacyAction(other.astro, person)).toBeNull();
    expect(other.api).not.toHaveBeenCalled();
  });

  it('leaves the request body for the page to read', async () => {
    const { astro } = page({ intent: 'anders', note: 'blijft' });
    await handlePrivacyAction(astro, person);
    expect((await (astro as { request: Request }).request.formData()).get('note')).toBe('blijft');
  });

  it('asks for the name, and for the right one, before calling anything', async () => {
    const empty = page({ intent: PRIVACY_INTENT, userId: person.id, confirmName: ' ' });
    expect(await handlePrivacyAction(empty.astro, person)).toEqual({
      typed: '',
      fieldError: 'Typ de naam van de persoon om te bevestigen dat je deze persoon wilt verwijderen.',
      status: 400,
    });
    const wrong = page({ intent: PRIVACY_INTENT, userId: person.id, confirmName: 'Jose' });
    expect(await handlePrivacyAction(wrong.astro, person)).toEqual({
      typed: 'Jose',
      fieldError: 'De naam klopt niet. Typ ‘José García’ om te bevestigen.',
      status: 400,
    });
    const otherPerson = page({ intent: PRIVACY_INTENT, userId: 'iemand-anders', confirmName: person.name });
    expect(await handlePrivacyAction(otherPerson.astro, person)).toMatchObject({ error: 'Je kunt deze persoon niet verwijderen.' });
    for (const p of [empty, wrong, otherPerson]) expect(p.api).not.toHaveBeenCalled();
  });

  it('erases with the typed name and goes to the person’s list (303)', async () => {
    const { astro, api, redirect } = page({ intent: PRIVACY_INTENT, userId: person.id, confirmName: 'jose garcia' });
    const answer = await handlePrivacyAction(astro, person);
    expect(api).toHaveBeenCalledWith('/api/user/deleteUser', { method: 'DELETE', query: { userId: person.id } });
    expect(redirect).toHaveBeenCalledWith('/cp/users/candidate?verwijderd=1', 303);
    expect(answer).toBeInstanceOf(Response);
  });

  it('shows the API’s message when the erasure is refused', async () => {
    const refused = vi.fn(async () => {
      throw Object.assign(new FetchError('404'), { status: 404, data: { title: 'Deze persoon bestaat niet (meer).' }, response: new Response(null, { status: 404 }) });
    });
    const { astro } = page({ intent: PRIVACY_INTENT, userId: person.id, confirmName: person.name }, refused);
    const answer = await handlePrivacyAction(astro, person);
    expect(answer).toEqual({ typed: person.name, status: 400, error: 'Deze persoon bestaat niet (meer) of je mag deze persoon niet verwijderen.' });
  });
});

it('sends each role to its own list after erasing', () => {
  expect(listAfterErasure('ContactPerson')).toBe('/cp/users/contact-person?verwijderd=1');
  expect(listAfterErasure('Teacher')).toBe('/cp/users/teacher?verwijderd=1');
  expect(listAfterErasure('Admin')).toBe('/cp/users/coordinators?verwijderd=1');
});
