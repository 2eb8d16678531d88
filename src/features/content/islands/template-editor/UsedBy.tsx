/**
 * The modules that use the template (docs/api.md "Templates": GET /api/templates/{id} `modules`), each a link to
 * its module page; a line saying so when none does.
 */
import type { TemplateModuleRef } from '#src/features/content/contract';
import { Section } from './Fields';
import { templateTexts as t } from './strings';

/** The 'Gebruikt door' section; `id` names its heading. */
export default function UsedBy({ id, modules }: { id: string; modules: TemplateModuleRef[] }) {
  return (
    <Section id={id} title={t.usedBy} intro={t.usedByIntro}>
      {modules.length === 0 ? (
        <p className="box">{t.usedByNone}</p>
      ) : (
        <ul className="box template-editor__modules">
          {modules.map((m) => (
            <li key={m.id}>
              <a className="tap" href={`/cp/modules/${encodeURIComponent(m.id)}`}>
                {m.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
