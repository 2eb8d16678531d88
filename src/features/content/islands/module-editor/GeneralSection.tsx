/**
 * 'Algemeen' in the module editor: the module's title and description in the editing language (the heading names
 * the language while translating) and, in Dutch only, its profession. A profession the list does not have (any
 * more) stays selectable under its id, so saving does not drop it; when the professions could not be loaded,
 * the hint says so.
 */
import { MODULE_LIMITS, type Language } from '#src/features/content/model';
import type { Named } from '#src/lib/contract';
import { LanguageName, LocalizedField } from './Fields';
import SelectField from './SelectField';
import type { EditorAction, EditorState } from './state';
import { moduleEditor as t } from './strings';
import { fieldId, type FieldRef } from './texts';

export interface GeneralSectionProps {
  /** The section's id (the page's 'Op deze pagina' links). */
  id: string;
  state: EditorState;
  /** The editing language ('nl' = the profession can change). */
  language: Language;
  professions: Named[];
  /** The message when the professions could not be loaded. */
  professionsError?: string;
  /** Messages by DOM id (from the check before saving). */
  fieldErrors: Record<string, string>;
  onText: (field: FieldRef, language: Language, value: string) => void;
  dispatch: (action: EditorAction) => void;
}

/** Title, description and profession of the module. */
export default function GeneralSection({ id, state, language, professions, professionsError, fieldErrors, onText, dispatch }: GeneralSectionProps) {
  const structure = language === 'nl';
  return (
    <section className="box section-block" id={id} aria-labelledby="me-general-title" tabIndex={-1}>
      <h2 className="title is-4" id="me-general-title">
        {t.general}
        {!structure && (
          <>
            {' · '}
            <LanguageName language={language} />
          </>
        )}
      </h2>
      <LocalizedField
        field={{ field: 'title' }}
        label={t.title}
        value={state.content.title}
        language={language}
        onText={onText}
        maxLength={MODULE_LIMITS.titleMax}
        required
        error={fieldErrors[fieldId({ field: 'title' }, language)]}
      />
      <LocalizedField
        field={{ field: 'description' }}
        label={t.description}
        value={state.content.description}
        language={language}
        onText={onText}
        kind="plain"
        rows={4}
        maxLength={MODULE_LIMITS.descriptionMax}
        required
        error={fieldErrors[fieldId({ field: 'description' }, language)]}
      />
      {structure && (
        <SelectField
          id="me-profession"
          label={t.profession}
          hint={professionsError ? t.professionsFailed(professionsError) : t.professionHint}
          value={state.professionId ?? ''}
          onChange={(value) => dispatch({ type: 'setProfession', professionId: value || null })}
        >
          <option value="">{t.noProfession}</option>
          {state.professionId && !professions.some((p) => p.id === state.professionId) && <option value={state.professionId}>{state.professionId}</option>}
          {professions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      )}
    </section>
  );
}
