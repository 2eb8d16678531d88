/**
 * Reading the group action's selection from the list's form (group-page.server.ts `selectionOf`): ticked ids or the
 * whole page, ids that are no UUID left out, doubles once, an unknown action or target as none.
 */
import { describe, expect, it } from 'vitest';
import { selectionFields, selectionOf } from './group-page.server';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('selectionOf', () => {
  it('takes the ticked ids, or every id of the page with keuze=pagina', () => {
    const query = `actie=pat&id=${A}&pagina=${A}&pagina=${B}`;
    expect(selectionOf(new URLSearchParams(`${query}&keuze=gekozen`))).toEqual({ action: 'pat', ids: [A], targetId: null });
    expect(selectionOf(new URLSearchParams(`${query}&keuze=pagina`))).toEqual({ action: 'pat', ids: [A, B], targetId: null });
  });

  it('leaves out what is no UUID, counts an id once and ignores an unknown action or target', () => {
    const selection = selectionOf(new URLSearchParams(`actie=wissen&id=${A}&id=${A.toUpperCase()}&id=1%20OR%201&doel=abc`));
    expect(selection).toEqual({ action: null, ids: [A], targetId: null });
  });

  it('writes the selection back as fields, the ids as id', () => {
    const selection = selectionOf(new URLSearchParams(`actie=education&keuze=pagina&pagina=${B}&doel=${A}`));
    expect(selectionFields(selection)).toEqual([
      ['actie', 'education'],
      ['id', B],
      ['doel', A],
    ]);
  });
});
