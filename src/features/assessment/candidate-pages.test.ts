import { describe, expect, it } from 'vitest';
import { nextModule } from './candidate-pages';

describe('nextModule', () => {
  const modules = [
    { position: 1, moduleId: 'a', title: 'Orderpicken' },
    { position: 2, moduleId: 'b', title: 'Pallet verplaatsen' },
    { position: 4, moduleId: 'c', title: 'Levering controleren' },
  ];

  it('follows the PAT’s order, also over a gap in the positions', () => {
    expect(nextModule(modules, 1)?.moduleId).toBe('b');
    expect(nextModule(modules, 2)?.moduleId).toBe('c');
  });

  it('has none after the last module or for a position the PAT does not have', () => {
    expect(nextModule(modules, 4)).toBeNull();
    expect(nextModule(modules, 3)).toBeNull();
  });
});
