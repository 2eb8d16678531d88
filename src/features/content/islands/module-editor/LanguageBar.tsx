/**
 * 'Vertalen naar' at the top of the module editor: the editing language. 'Niet vertalen' (Dutch) edits the
 * module and its structure; another content language shows every text field with its Dutch beside it and
 * changes the texts only. Each language is offered by its own name, in its own `lang`.
 */
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#src/features/content/model';
import SelectField from './SelectField';
import { moduleEditor as t } from './strings';

/** The language select of the module editor. */
export default function LanguageBar({ language, onChange }: { language: Language; onChange: (language: Language) => void }) {
  return (
    <div className="box me-languagebar">
      <SelectField id="me-language" label={t.translateTo} hint={t.translateHint} value={language} onChange={(value) => onChange(value as Language)}>
        {LANGUAGES.map((code) =>
          code === 'nl' ? (
            <option key={code} value="nl">
              {t.translateNone}
            </option>
          ) : (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ),
        )}
      </SelectField>
    </div>
  );
}
