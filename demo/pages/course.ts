/**
 * The course page (`course-modal`, `course-collapsible`): a course outline of modules and their
 * lessons that fold, an expand-all control, and modals for lesson details and the quizzes. The
 * markup is what the LMS prints; without JavaScript every section is open (the toggles' labels
 * say so; the element sets them to the state it gives) and each modal's content sits in the
 * page as a note, reached by its trigger's link, its close buttons hidden.
 */
import { esc } from '../lib/render.ts';
import { t } from '../i18n/index.ts';
import type { Page } from './registry.ts';

interface Lesson { id: string; title: string; minutes: number; summary: string; topics: string[] }
interface Module { id: string; title: string; lessons: Lesson[]; quiz?: { id: string; title: string; questions: number; pass: number } }

/** The course's texts are the demo's copy, in English here and translated where they are printed. */

const MODULES: Module[] = [
  {
    id: '101', title: 'Module 1 · Fabrics and fit',
    lessons: [
      { id: '1011', title: 'Reading a size chart', minutes: 12, summary: 'How the measurements on our size charts map to the way a garment fits.', topics: ['Chest, waist and hip', 'Ease and drape', 'Between two sizes'] },
      { id: '1012', title: 'Cotton, wool and blends', minutes: 18, summary: 'What each fibre feels like, how it wears, and how to wash it.', topics: ['Weave and weight', 'Shrinkage', 'Pilling'] },
    ],
    quiz: { id: '1019', title: 'Fabrics quiz', questions: 8, pass: 75 },
  },
  {
    id: '102', title: 'Module 2 · Caring for your clothes',
    lessons: [
      { id: '1021', title: 'Washing without fading', minutes: 9, summary: 'Temperatures, detergents and the inside-out rule.', topics: ['Care labels', 'Colour runs'] },
      { id: '1022', title: 'Storing wool over summer', minutes: 7, summary: 'Folding, cedar and keeping moths away.', topics: ['Folding knitwear', 'Moths'] },
      { id: '1023', title: 'Simple repairs', minutes: 21, summary: 'A loose button, a dropped hem and a small hole in a jumper.', topics: ['Sewing a button', 'Hemming', 'Darning'] },
    ],
  },
  {
    id: '103', title: 'Module 3 · Building a wardrobe',
    lessons: [
      { id: '1031', title: 'Ten pieces that go together', minutes: 15, summary: 'A capsule wardrobe from our basics, and how to grow it.', topics: ['Colour palette', 'Layering'] },
    ],
    quiz: { id: '1039', title: 'Final quiz', questions: 12, pass: 80 },
  },
];

function lessonRow(lesson: Lesson, index: number): string {
  const detailsId = `ld-lesson-details-${lesson.id}`;
  const topics = `ld-expand-${lesson.id}`;
  return `<div class="ld-item-list-item ld-lesson-item" id="${topics}">
  <div class="ld-item-list-item-preview">
    <span class="ld-status-icon" aria-hidden="true">${index + 1}</span>
    <span class="ld-item-name">${esc(t(lesson.title))}</span>
    <span class="ld-item-meta">${t('%s min', lesson.minutes)}</span>
    <a class="ld-button ld-button-alternate" href="#${detailsId}" data-ld-modal-trigger>${t('Details')}</a>
    <button type="button" class="ld-expand-button ld-button-alternate" data-ld-expands="${topics}" data-ld-expand-text="${t('Topics')}" data-ld-collapse-text="${t('Hide topics')}"><span class="ld-icon-arrow-down" aria-hidden="true"></span><span class="ld-text">${t('Hide topics')}</span></button>
  </div>
  <div class="ld-item-list-item-expanded">
    <ul class="ld-table-list-items">${lesson.topics.map((topic) => `<li class="ld-table-list-item">${esc(t(topic))}</li>`).join('')}</ul>
  </div>
  <div class="ld-modal" id="${detailsId}">
    <h2 class="ld-modal-heading">${esc(t(lesson.title))}</h2>
    <p class="ld-modal-meta">${t('Lesson %1$s · %2$s minutes · %3$s topics', index + 1, lesson.minutes, lesson.topics.length)}</p>
    <p>${esc(t(lesson.summary))}</p>
    <p class="ld-modal-actions"><a class="ld-button" href="/shop/">${t('Shop what it covers')}</a> <button type="button" class="ld-button ld-button-alternate ld-modal-closer">${t('Maybe later')}</button></p>
  </div>
</div>`;
}

function quizRow(quiz: NonNullable<Module['quiz']>): string {
  const infoId = `ld-quiz-info-${quiz.id}`;
  return `<div class="ld-item-list-item ld-quiz-item">
  <div class="ld-item-list-item-preview">
    <span class="ld-status-icon ld-quiz-icon" aria-hidden="true">?</span>
    <span class="ld-item-name">${esc(t(quiz.title))}</span>
    <span class="ld-item-meta">${t('%s questions', quiz.questions)}</span>
    <button type="button" class="ld-button ld-button-alternate" data-ld-modal-trigger="${infoId}">${t('Quiz info')}</button>
  </div>
  <div class="ld-modal" id="${infoId}" aria-label="${t('%s: how it works', esc(t(quiz.title)))}">
    <h2 class="ld-modal-heading">${esc(t(quiz.title))}</h2>
    <ul><li>${t('%s questions, one at a time', quiz.questions)}</li><li>${t('Pass mark: %s%', quiz.pass)}</li><li>${t('You may take it again as often as you like')}</li></ul>
    <p class="ld-modal-actions"><button type="button" class="ld-button ld-modal-closer">${t('Understood')}</button></p>
  </div>
</div>`;
}

function moduleSection(module: Module, open: boolean): string {
  const id = `ld-expand-${module.id}`;
  const minutes = module.lessons.reduce((sum, l) => sum + l.minutes, 0);
  return `<div class="ld-item-list-item ld-module-item${open ? ' ld-expanded' : ''}" id="${id}">
  <div class="ld-item-list-item-preview ld-module-preview">
    <h3 class="ld-item-name">${esc(t(module.title))}</h3>
    <span class="ld-item-meta">${module.lessons.length === 1 ? t('%s lesson', module.lessons.length) : t('%s lessons', module.lessons.length)} · ${t('%s min', minutes)}${module.quiz ? ` · ${t('1 quiz')}` : ''}</span>
    <button type="button" class="ld-expand-button ld-primary-background" data-ld-expands="${id}"><span class="ld-icon-arrow-down" aria-hidden="true"></span><span class="ld-text">${t('Collapse')}</span></button>
  </div>
  <div class="ld-item-list-item-expanded">
    ${module.lessons.map(lessonRow).join('\n')}
    ${module.quiz ? quizRow(module.quiz) : ''}
  </div>
</div>`;
}

const STYLES = `<style>
.learndash-wrapper { max-width: 56rem; --ld-accent: #0a58ca; }
.ld-course-header { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1.5rem; margin: 0 0 1.5rem; padding: 1.25rem 1.5rem; border-radius: 10px; background: linear-gradient(120deg, #0a58ca, #5b3cc4); color: #fff; }
.ld-course-header p { margin: 0; opacity: .9; }
.ld-course-header .ld-button { background: #fff; color: #0a58ca; }
.ld-item-list-actions { display: flex; align-items: center; justify-content: space-between; margin: 0 0 .75rem; }
.ld-item-list-actions h2 { margin: 0; font-size: 1.25rem; }
.ld-button, .ld-expand-button { display: inline-flex; align-items: center; gap: .35rem; padding: .45rem .9rem; border: 1px solid var(--ld-accent); border-radius: 999px; background: var(--ld-accent); color: #fff; font: inherit; font-size: .875rem; text-decoration: none; cursor: pointer; white-space: nowrap; }
.ld-button-alternate { background: transparent; color: var(--ld-accent); }
.ld-button:focus-visible, .ld-expand-button:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
.ld-icon-arrow-down { display: inline-block; width: .5rem; height: .5rem; border: solid currentColor; border-width: 0 2px 2px 0; transform: translateY(-2px) rotate(45deg); transition: transform .2s; }
.ld-expanded > .ld-item-list-item-preview .ld-icon-arrow-down, .ld-expand-button.ld-expanded .ld-icon-arrow-down { transform: translateY(1px) rotate(-135deg); }
@media (prefers-reduced-motion: reduce) { .ld-icon-arrow-down { transition: none; } }
.ld-module-item { margin: 0 0 .75rem; border: 1px solid var(--demo-border); border-radius: 10px; background: #fff; overflow: hidden; }
.ld-item-list-item-preview { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; padding: .75rem 1rem; }
.ld-module-preview { background: var(--demo-soft); }
.ld-module-preview .ld-item-name { margin: 0; font-size: 1.05rem; flex: 1 1 14rem; }
.ld-item-meta { color: var(--demo-muted); font-size: .875rem; }
.ld-module-item > .ld-item-list-item-expanded { border-top: 1px solid var(--demo-border); }
.ld-lesson-item, .ld-quiz-item { border-bottom: 1px solid #eef1f4; }
.ld-lesson-item:last-child, .ld-quiz-item:last-child { border-bottom: 0; }
.ld-lesson-item .ld-item-name, .ld-quiz-item .ld-item-name { flex: 1 1 12rem; font-weight: 500; }
.ld-status-icon { display: inline-grid; place-items: center; width: 1.75rem; height: 1.75rem; border-radius: 50%; background: #e7effc; color: var(--ld-accent); font-size: .8rem; font-weight: 700; }
.ld-quiz-icon { background: #f3ecfd; color: #5b3cc4; }
.ld-lesson-item > .ld-item-list-item-expanded ul { margin: 0; padding: 0 1rem .75rem 3.75rem; color: var(--demo-muted); }
.ld-modal-meta { color: var(--demo-muted); font-size: .875rem; margin-top: -.5rem; }
.ld-modal-heading { margin-top: 0; }
.ld-modal-actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-bottom: 0; }
/* Without JavaScript the modal contents sit in the outline as notes. */
.learndash-wrapper .ld-modal { margin: .25rem 1rem .75rem 3.75rem; padding: .75rem 1rem; border-left: 3px solid var(--ld-accent); background: var(--demo-soft); }
.ld-course-header .ld-modal { color: var(--demo-fg); }
.ld-modal .ld-modal-closer { display: none; }
dialog.course-modal .ld-modal .ld-modal-closer { display: inline-flex; }
dialog.course-modal .ld-modal { margin: 0; padding: 0; border: 0; background: none; }
dialog.course-modal .course-modal__close { border: 0; background: transparent; color: var(--demo-fg); }
dialog.course-modal .course-modal__close:hover, dialog.course-modal .course-modal__close:focus-visible { background: var(--demo-soft); outline: 3px solid #f0b429; }
@media (max-width: 600px) {
  .ld-item-list-item-preview { padding: .75rem; }
  .ld-lesson-item > .ld-item-list-item-expanded ul, .learndash-wrapper .ld-modal { margin-left: .75rem; padding-left: 1.25rem; }
}
</style>`;

export const coursePage: Page = {
  path: '/demo/course/',
  tag: 'course-modal',
  alsoShows: [{ tag: 'course-collapsible', fragment: 'course-content' }],
  title: 'Course page',
  description: 'A course outline: modules fold open to their lessons, each lesson folds open to its topics, one control expands or collapses everything; lesson details and quiz information open in modal dialogs.',
  render() {
    const body = `${STYLES}
<div class="learndash-wrapper">
<h1>${t('Getting the most from your clothes')}</h1>
<course-modal class="ld-course-header">
  <p>${t('A free course from the shop: 3 modules, 6 lessons, 2 quizzes. About 1 hour 30.')}</p>
  <a class="ld-button" href="#ld-course-about" data-ld-modal-trigger>${t('About this course')}</a>
  <div class="ld-modal" id="ld-course-about">
    <h2 class="ld-modal-heading">${t('About this course')}</h2>
    <p>${t('Short lessons on choosing, wearing and caring for what you buy from us. Work through them in any order; the quizzes are there to check yourself.')}</p>
    <p>${t('Questions? Write to %s.', '<a href="mailto:courses@example.com">courses@example.com</a>')}</p>
  </div>
</course-modal>
<course-modal>
<course-collapsible class="ld-item-list ld-lesson-list">
  <div class="ld-item-list-actions">
    <h2 id="course-content">${t('Course content')}</h2>
    <button type="button" class="ld-expand-button ld-button-alternate" data-ld-expands="ld-item-list-100" data-ld-expand-text="${t('Expand All')}" data-ld-collapse-text="${t('Collapse All')}"><span class="ld-icon-arrow-down" aria-hidden="true"></span><span class="ld-text">${t('Collapse All')}</span></button>
  </div>
  <div class="ld-item-list-items" id="ld-item-list-100" data-ld-expand-list="true">
${MODULES.map((m, i) => moduleSection(m, i === 0)).join('\n')}
  </div>
</course-collapsible>
</course-modal>
</div>`;
    return { title: t('Course page'), body, bodyClass: ['single-sfwd-courses'] };
  },
};
