/**
 * The page each timeline item opens, per viewer (src/lib/routes.ts): staff the /cp pages, a contact person the
 * /contactperson pages and the report's PDF; null where the viewer has no page for it (a contact person has no page of
 * a test or an education; the timeline itself is then the page). Pure and client-safe.
 */
import type { TimelineItem } from './contract';

const e = encodeURIComponent;

/** The href of `item` for a staff member (`staff` true) or a contact person, about candidate `candidateId`. */
export function itemHref(item: TimelineItem, staff: boolean, candidateId: string): string | null {
  switch (item.kind) {
    case 'quiz':
      return staff ? `/cp/beroepen-quiz/candidates/${e(item.id)}` : null;
    case 'test':
      return staff ? `/cp/test/${e(item.testId)}#pogingen` : null;
    case 'pat':
      return staff ? `/cp/user/${e(candidateId)}/pat/${e(item.id)}/progress` : `/contactperson/${e(candidateId)}/pat/${e(item.id)}`;
    case 'education':
      return staff ? `/cp/education/${e(item.id)}` : null;
    case 'seat':
      return staff ? `/cp/license/${e(item.licenceId)}` : '/contactperson/licences';
    case 'report':
      if (staff) return `/cp/user/${e(candidateId)}/rapportage/${e(item.id)}`;
      return item.version > 0 ? `/api/reports/${e(item.id)}/versions/${item.version}/pdf` : null;
    case 'message':
      return staff ? `/cp/admin?open=${e(item.id)}#message` : null;
  }
}
