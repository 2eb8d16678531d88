import { describe, expect, it } from 'vitest';
import { matchRoute } from '#src/lib/routes';
import { translate } from '#src/lib/i18n/catalogues.server';
import { LANGUAGES } from '#src/lib/i18n/locales';
import { patPages } from '#src/features/pat/components/candidate/pat-pages';
import { readerMessages } from '#src/features/assessment/components/candidate/reader-page.server';
import { educationPages, educationRoutes } from './education-pages';

const EDUCATION = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const MODULE = '0b9d7a40-2a4e-4c55-9b0e-3e2f7d1c8a11';

describe('educationRoutes', () => {
  it('gives the spec’s addresses, each matching the candidate route it belongs to', () => {
    expect(educationRoutes.choice(EDUCATION)).toBe(`/candidate/education/selecteer-taal/${EDUCATION}`);
    expect(matchRoute(educationRoutes.choice(EDUCATION))?.pattern).toBe('/candidate/education/selecteer-taal/:id');
    expect(educationRoutes.choose('ar', EDUCATION)).toBe(`/candidate/education/ar/${EDUCATION}`);
    expect(matchRoute(educationRoutes.choose('ar', EDUCATION))?.pattern).toBe('/candidate/education/:langCode/:id');
    expect(educationRoutes.overview(EDUCATION)).toBe(`/candidate/education/${EDUCATION}`);
    expect(educationRoutes.module(EDUCATION, 2)).toBe(`/candidate/education/${EDUCATION}?module=2`);
    expect(educationRoutes.reflection(MODULE, EDUCATION)).toBe(`/candidate/education/module/${MODULE}?opleiding=${EDUCATION}`);
    expect(matchRoute(`/candidate/education/module/${MODULE}`)?.pattern).toBe('/candidate/education/module/:id');
    expect(educationRoutes.result(EDUCATION)).toBe(`/candidate/education/result/${EDUCATION}`);
    expect(matchRoute(educationRoutes.result(EDUCATION))?.pattern).toBe('/candidate/education/result/:id');
    expect(matchRoute(educationRoutes.home)?.access).toEqual(['User']);
  });

  it('calls the candidate’s own education API, never the PAT’s', () => {
    const paths = [
      educationPages.api.theory(EDUCATION),
      educationPages.api.language(EDUCATION),
      educationPages.api.module(EDUCATION, 1),
      educationPages.api.reflection(EDUCATION, MODULE),
      educationPages.api.result(EDUCATION),
    ];
    expect(paths.every((p) => p.startsWith(`/api/education/mine/${EDUCATION}/`))).toBe(true);
  });
});

describe('the words that name the context', () => {
  it('speak of the education, not the PAT, in every language', () => {
    for (const language of LANGUAGES) {
      const t = translate(language);
      for (const key of Object.values(educationPages.words)) expect(t(key), `${language} ${key}`).not.toMatch(/PAT/);
    }
  });

  it('give the reader island the education’s sentences for practical parts and the closing invitation', () => {
    const education = readerMessages('en', educationPages.words);
    const pat = readerMessages('en', patPages.words);
    const t = translate('en');
    expect(education['patReader.practical']).not.toEqual(pat['patReader.practical']);
    expect(JSON.stringify(education['patReader.practical'])).toContain(t('education.practical'));
    expect(JSON.stringify(education['patReader.reflectionIntro'])).toContain(t('education.reflectionIntro').slice(0, 20));
    // The PAT's reader keeps its own words.
    expect(pat['patReader.practical']).toEqual(readerMessages('en')['patReader.practical']);
  });
});
