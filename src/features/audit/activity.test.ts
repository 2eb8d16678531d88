import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '#src/features/audit/contract';
import { CALLS, activityOf, activitySentence, isActivity } from './activity';
import { activity as texts } from './strings';

const ID = '6f1c2a4e-8b3d-4c5e-9f10-1a2b3c4d5e6f';
const sven = { id: 'u1', name: 'Sven Kuipers', role: 'User' };
const mark = { id: 'u2', name: 'Mark Jansen', role: 'Coordinator' };

/** An activity item as the API answers it. */
function item(extra: Partial<ActivityItem>): ActivityItem {
  return { id: 'a1', at: '2026-11-21T10:00:00.000Z', actor: mark, action: null, method: 'POST', route: '/api/x', subject: null, person: null, ...extra };
}

describe('activityOf', () => {
  it('names the action and the record the route points to', () => {
    expect(activityOf('POST', `/api/test/attempt/${ID}/close`)).toEqual({ action: 'closeTest', subject: { kind: 'attempt', id: ID } });
    expect(activityOf('PUT', `/api/modules/${ID}`)).toEqual({ action: 'saveModule', subject: { kind: 'module', id: ID } });
    expect(activityOf('PUT', `/api/modules/${ID}/template`)).toEqual({ action: 'setModuleTemplate', subject: { kind: 'module', id: ID } });
    expect(activityOf('POST', `/api/suggestions/${ID}/reject`)).toEqual({ action: 'rejectSuggestion', subject: { kind: 'suggestion', id: ID } });
    expect(activityOf('POST', `/api/test/${ID}/assign`)).toEqual({ action: 'assignTest', subject: { kind: 'test', id: ID } });
    expect(activityOf('POST', '/api/user/login')).toEqual({ action: 'signIn', subject: null });
    expect(activityOf('POST', `/api/report-templates/${ID}/archive`)).toEqual({ action: 'archiveReportTemplate', subject: null });
    expect(activitySentence(item({ action: 'saveReportTemplate', method: 'PUT' }))).toBe('Mark Jansen heeft een rapportagesjabloon gewijzigd.');
  });

  it('tells literal routes from records and names no record for an id that cannot be one', () => {
    expect(activityOf('POST', '/api/modules/import').action).toBe('importModule');
    expect(activityOf('PUT', '/api/test/profile').action).toBe('saveAccommodations');
    expect(activityOf('PUT', '/api/modules/niet-een-id')).toEqual({ action: 'saveModule', subject: null });
    expect(activityOf('POST', `/api/message/${ID}/reply`)).toEqual({ action: 'replyMessage', subject: null });
  });

  it('has no action for calls it does not know, or with another method', () => {
    expect(activityOf('POST', '/api/pat/create')).toEqual({ action: null, subject: null });
    expect(activityOf('GET', `/api/modules/${ID}`)).toEqual({ action: null, subject: null });
    expect(activityOf('DELETE', `/api/modules/${ID}`)).toEqual({ action: null, subject: null });
    expect(activityOf('DELETE', '/api/user/deleteUser')).toEqual({ action: 'erasePerson', subject: null });
  });
});

describe('isActivity', () => {
  it('counts calls that change something, but not reading, saving single answers or reading notifications', () => {
    expect(isActivity('POST', '/api/user/login')).toBe(true);
    expect(isActivity('DELETE', '/api/user/deleteUser')).toBe(true);
    expect(isActivity('GET', '/api/audit')).toBe(false);
    expect(isActivity('HEAD', '/api/media/x')).toBe(false);
    expect(isActivity('PUT', `/api/test/attempt/${ID}/answer`)).toBe(false);
    expect(isActivity('PUT', '/api/notification/read')).toBe(false);
    expect(isActivity('PUT', `/api/test/attempt/${ID}/score`)).toBe(true);
    // A teacher's draft evaluation is saved at every tap; making it final is activity.
    expect(isActivity('PUT', `/api/pat/${ID}/evaluation/${ID}/${ID}`)).toBe(false);
    expect(isActivity('POST', `/api/pat/${ID}/evaluation/${ID}/${ID}/finalize`)).toBe(true);
    // A lesson's roll is saved at every tap too.
    expect(isActivity('PUT', `/api/education/lesson/${ID}/attendance`)).toBe(false);
    expect(activityOf('POST', `/api/pat/${ID}/evaluation/${ID}/${ID}/finalize`).action).toBe('finalizeEvaluation');
    expect(activityOf('PUT', `/api/pat/${ID}/days`).action).toBe('savePatPlanning');
    // The agreed score and its third assessor, evidence photos, and the candidate's reflection each have a sentence.
    expect(activityOf('PUT', `/api/pat/${ID}/agreement/${ID}/${ID}`).action).toBe('recordAgreedScore');
    expect(activityOf('PUT', `/api/pat/${ID}/agreement/${ID}/${ID}/third-assessor`).action).toBe('askThirdAssessor');
    expect(activityOf('POST', `/api/pat/${ID}/evaluation/${ID}/${ID}/photos`).action).toBe('addEvidencePhoto');
    expect(activityOf('DELETE', `/api/pat/evidence/${ID}`).action).toBe('deleteEvidencePhoto');
    expect(activityOf('PUT', `/api/pat/mine/${ID}/reflection/${ID}`).action).toBe('saveReflection');
    expect(activitySentence(item({ actor: sven, action: 'saveReflection', subject: null }))).toBe('Sven Kuipers heeft een reflectie op een PAT-module ingevuld.');
  });

  it('says the candidate’s reflection and language choice on an education, not a PAT', () => {
    expect(activityOf('PUT', `/api/education/mine/${ID}/reflection/${ID}`).action).toBe('saveEducationReflection');
    expect(activityOf('PUT', `/api/education/mine/${ID}/language`).action).toBe('chooseEducationLanguage');
    expect(activitySentence(item({ actor: sven, action: 'saveEducationReflection', subject: null }))).toBe('Sven Kuipers heeft een reflectie op een module van een opleiding ingevuld.');
    expect(activitySentence(item({ actor: sven, action: 'chooseEducationLanguage', subject: null }))).toBe('Sven Kuipers heeft de taal van de modules van een opleiding gekozen.');
  });
});

describe('education planning', () => {
  it('names each planning call of an education, in words that say it is an education', () => {
    const said = (method: string, route: string) => activitySentence(item({ method, route, action: activityOf(method, route).action }));
    expect(said('POST', '/api/education')).toBe('Mark Jansen heeft een opleiding aangemaakt.');
    expect(said('PUT', `/api/education/${ID}/lessons`)).toBe('Mark Jansen heeft de planning van een opleiding gewijzigd.');
    expect(said('PUT', `/api/education/${ID}/teachers`)).toBe('Mark Jansen heeft de planning van een opleiding gewijzigd.');
    expect(said('POST', `/api/education/${ID}/candidates`)).toBe('Mark Jansen heeft een kandidaat ingeschreven op een opleiding.');
    expect(said('DELETE', `/api/education/${ID}/candidates/${ID}`)).toBe('Mark Jansen heeft een kandidaat van een opleiding gehaald.');
    expect(said('POST', `/api/education/${ID}/open`)).toBe('Mark Jansen heeft een opleiding geopend.');
    // The education is the record the line names, looked up by the API; the candidate of a removal too.
    expect(activityOf('POST', `/api/education/${ID}/open`).subject).toEqual({ kind: 'education', id: ID });
    expect(activityOf('DELETE', `/api/education/${ID}/candidates/${ID}`)).toMatchObject({ action: 'unenrolCandidate', personId: ID });
  });
});

describe('activitySentence', () => {
  it('has a sentence of its own for every call that has an action, never the general one', () => {
    for (const call of CALLS) {
      const sentence = activitySentence(item({ actor: mark, action: call.action, method: call.method }));
      const generic = texts.generic[call.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
      expect(sentence, `${call.method} ${call.pattern}`).not.toBe(generic('Mark Jansen'));
    }
  });

  it('says who did what to which record, by name', () => {
    const closed = item({ actor: sven, action: 'closeTest', subject: { kind: 'attempt', id: ID, name: 'Beroepentest Magazijnmedewerker' } });
    expect(activitySentence(closed)).toBe('Sven Kuipers heeft de Beroepentest Magazijnmedewerker afgesloten.');
    expect(activitySentence({ ...closed, action: 'startTest' })).toBe('Sven Kuipers is begonnen aan de Beroepentest Magazijnmedewerker.');
    expect(activitySentence(item({ action: 'saveModule', subject: { kind: 'module', id: ID, name: 'Veiligheid' } }))).toBe(
      'Mark Jansen heeft de module ‘Veiligheid’ opgeslagen als nieuwe versie.',
    );
    expect(
      activitySentence(
        item({ action: 'acceptSuggestion', subject: { kind: 'suggestion', id: ID, name: 'Veiligheid' }, person: { id: 'u3', name: 'Fatima El Amrani' } }),
      ),
    ).toBe('Mark Jansen heeft een suggestie van Fatima El Amrani voor de module ‘Veiligheid’ overgenomen.');
    expect(
      activitySentence(
        item({ action: 'scoreAnswer', subject: { kind: 'attempt', id: ID, name: 'Beroepentest Schoonmaker' }, person: { id: 'u4', name: 'Daan Mulder' } }),
      ),
    ).toBe('Mark Jansen heeft een open antwoord van Daan Mulder beoordeeld in de Beroepentest Schoonmaker.');
    expect(activitySentence(item({ action: 'saveTemplate', subject: { kind: 'template', id: ID, name: 'Praktijk magazijn' } }))).toBe(
      'Mark Jansen heeft het beoordelingssjabloon ‘Praktijk magazijn’ gewijzigd.',
    );
  });

  it('prints names stored with a line break or a bidi override on one line, in logical order', () => {
    const closed = item({
      actor: { ...sven, name: 'Sven \u202EKuipers' },
      action: 'acceptSuggestion',
      subject: { kind: 'suggestion', id: ID, name: 'Veilig\u000Bheid' },
      person: { id: 'u3', name: 'Fatima\u2067 El Amrani' },
    });
    expect(activitySentence(closed)).toBe('Sven Kuipers heeft een suggestie van Fatima El Amrani voor de module ‘Veilig heid’ overgenomen.');
  });

  it('says that a person was erased, never whom', () => {
    expect(activitySentence(item({ action: 'erasePerson', method: 'DELETE' }))).toBe('Mark Jansen heeft de gegevens van een persoon verwijderd (AVG).');
  });

  it('says what staff did to people, organisations and locations, without naming the record', () => {
    const said = (method: string, route: string) => activitySentence(item({ method, route, action: activityOf(method, route).action }));
    expect(said('POST', '/api/user/createcandidate')).toBe('Mark Jansen heeft een kandidaat aangemaakt en uitgenodigd.');
    expect(said('POST', `/api/user/${ID}/disable`)).toBe('Mark Jansen heeft een account uitgeschakeld.');
    expect(said('PUT', `/api/user/${ID}`)).toBe('Mark Jansen heeft de gegevens van een gebruiker gewijzigd.');
    expect(said('POST', '/api/user/intake')).toBe('Mark Jansen heeft kandidaten geïmporteerd uit een CSV-bestand.');
    expect(said('POST', '/api/user/intake/preview')).toBe('Mark Jansen heeft een CSV-bestand met kandidaten gecontroleerd.');
    expect(said('POST', '/api/group-actions/pat')).toBe('Mark Jansen heeft een groep kandidaten op een PAT gezet (groepsactie).');
    expect(said('POST', '/api/group-actions/reinvite')).toBe('Mark Jansen heeft een groep kandidaten opnieuw uitgenodigd (groepsactie).');
    expect(said('POST', '/api/group-actions/licence')).toBe('Mark Jansen heeft een groep kandidaten naar de licentie van een andere organisatie verplaatst (groepsactie).');
    expect(said('POST', '/api/group-actions/education/preview')).toBe('Mark Jansen heeft bekeken wat een groepsactie op kandidaten zou doen.');
    expect(said('POST', `/api/organization/${ID}/archive`)).toBe('Mark Jansen heeft een organisatie gearchiveerd.');
    expect(said('DELETE', `/api/organization/${ID}`)).toBe('Mark Jansen heeft een organisatie verwijderd.');
    expect(said('PUT', `/api/location/${ID}`)).toBe('Mark Jansen heeft de gegevens van een locatie gewijzigd.');
    expect(activityOf('POST', `/api/user/${ID}/disable`).subject).toBeNull();
  });

  it('says what staff did with a prospect of the beroepen-quiz, never whom', () => {
    const said = (method: string, route: string) => activitySentence(item({ method, route, action: activityOf(method, route).action }));
    expect(said('DELETE', `/api/quiz/prospects/${ID}`)).toBe('Mark Jansen heeft een belangstellende van de beroepen-quiz verwijderd.');
    expect(said('POST', `/api/quiz/prospects/${ID}/invite`)).toBe('Mark Jansen heeft een belangstellende van de beroepen-quiz uitgenodigd als kandidaat.');
    expect(said('POST', '/api/quiz/prospects')).toBe('Een belangstellende heeft na de beroepen-quiz contactgegevens achtergelaten.');
  });

  it('quotes a test title that does not say it is a profession test', () => {
    const assigned = item({ action: 'assignTest', subject: { kind: 'test', id: ID, name: 'Instroom 2026' } });
    expect(activitySentence(assigned)).toBe('Mark Jansen heeft de beroepentest ‘Instroom 2026’ aan een kandidaat toegewezen.');
  });

  it('reads without names when the record is gone, and names the actor when unknown or erased', () => {
    expect(activitySentence(item({ actor: sven, action: 'closeTest' }))).toBe('Sven Kuipers heeft een beroepentest afgesloten.');
    expect(activitySentence(item({ action: 'rejectSuggestion' }))).toBe('Mark Jansen heeft een suggestie van een docent voor een module afgewezen.');
    expect(activitySentence(item({ actor: null, action: 'forgotPassword' }))).toBe(
      'Iemand heeft een link aangevraagd om een nieuw wachtwoord te maken.',
    );
    expect(activitySentence(item({ actor: { id: 'u9', name: null, role: 'User' }, action: 'signIn' }))).toBe('Een verwijderde gebruiker is ingelogd.');
  });

  it('tells a candidate’s own settings from staff changing a candidate’s', () => {
    expect(activitySentence(item({ actor: sven, action: 'saveAccommodations', method: 'PUT' }))).toBe(
      'Sven Kuipers heeft de eigen instellingen voor de beroepentest gewijzigd.',
    );
    expect(activitySentence(item({ action: 'saveAccommodations', method: 'PUT' }))).toBe('Mark Jansen heeft de hulpmiddelen van een kandidaat gewijzigd.');
  });

  it('gives calls without a sentence of their own a general one by method, never the raw route', () => {
    const sentences = [
      activitySentence(item({ method: 'POST', route: '/api/pat/create' })),
      activitySentence(item({ method: 'PUT', route: '/api/pat/1' })),
      activitySentence(item({ method: 'DELETE', route: '/api/user/deleteUser' })),
      activitySentence(item({ method: 'PATCH', route: '/api/x' })),
    ];
    expect(sentences).toEqual([
      'Mark Jansen heeft iets toegevoegd of verstuurd.',
      'Mark Jansen heeft iets gewijzigd.',
      'Mark Jansen heeft iets verwijderd.',
      'Mark Jansen heeft iets gewijzigd.',
    ]);
    for (const sentence of sentences) expect(sentence).not.toContain('/api');
  });
});
