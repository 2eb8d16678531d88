import { describe, expect, it } from 'vitest';
import { applyModuleAction, moduleActionOf, readModuleRows, type ModuleRow } from '#src/features/planning/modules-form';
import { checkModuleRows } from './planning-kind';

const A = '0b6a5a1e-2b8e-4d6a-9a51-7d9b2a1c3e41';
const B = '1c7b6b2f-3c9f-4e7b-8b62-8e0c3b2d4f52';
const C = '2d8c7c30-4da0-4f8c-9c73-9f1d4c3e5a63';
const row = (moduleId: string, extra: Partial<ModuleRow> = {}): ModuleRow => ({ moduleId, pass: '60', second: false, knockOut: [], ...extra });

describe('the modules form', () => {
  it('reads the rows with their knock-out criteria', () => {
    const form = new FormData();
    form.set('rows', '2');
    form.set('module-1-id', A);
    form.set('module-1-pass', '70');
    form.set('module-1-second', 'ja');
    form.append('module-1-ko', 'veilig');
    form.append('module-1-ko', 'tempo');
    form.set('module-2-id', B);
    form.set('module-2-pass', '55');
    expect(readModuleRows(form)).toEqual([row(A, { pass: '70', second: true, knockOut: ['veilig', 'tempo'] }), row(B, { pass: '55' })]);
  });

  it('knows its actions, rows counted from 1', () => {
    expect(moduleActionOf('save')).toEqual({ kind: 'save' });
    expect(moduleActionOf('up:2')).toEqual({ kind: 'up', row: 1 });
    expect(moduleActionOf('remove:1')).toEqual({ kind: 'remove', row: 0 });
    expect(moduleActionOf('drop:1')).toBeNull();
  });

  it('moves, removes and adds rows, keeping what was typed', () => {
    const rows = [row(A, { pass: '80' }), row(B), row(C)];
    expect(applyModuleAction(rows, { kind: 'up', row: 1 }).map((r) => r.moduleId)).toEqual([B, A, C]);
    expect(applyModuleAction(rows, { kind: 'down', row: 0 })[1]).toEqual(row(A, { pass: '80' }));
    expect(applyModuleAction(rows, { kind: 'up', row: 0 }).map((r) => r.moduleId)).toEqual([A, B, C]);
    expect(applyModuleAction(rows, { kind: 'down', row: 2 }).map((r) => r.moduleId)).toEqual([A, B, C]);
    expect(applyModuleAction(rows, { kind: 'remove', row: 1 }).map((r) => r.moduleId)).toEqual([A, C]);
    expect(applyModuleAction([row(A)], { kind: 'add' }, B)).toEqual([row(A), row(B)]);
    expect(applyModuleAction([row(A)], { kind: 'add' }, A)).toEqual([row(A)]);
  });

  it('sends the rows in order, and names a wrong pass mark beside its row', () => {
    expect(checkModuleRows([row(B, { second: true, knockOut: ['veilig'] }), row(A, { pass: '0' })])).toEqual({
      body: { modules: [{ moduleId: B, passPercent: 60, knockOut: ['veilig'], secondAssessor: true }, { moduleId: A, passPercent: 0, knockOut: [], secondAssessor: false }] },
    });
    expect(checkModuleRows([row(A), row(B, { pass: '101' })])).toEqual({ errors: { 'module-2-pass': 'Cesuur: tussen 0 en 100.' } });
    expect(checkModuleRows([row(A, { pass: '' })])).toEqual({ errors: { 'module-1-pass': expect.stringMatching(/^Cesuur:/) } });
  });
});
