import { useLayoutEffect } from 'react';
import { adoptCourseSections } from '../../dom/course-sections.ts';
import type { ElementProps } from '../base/element-props.ts';

export type CourseCollapsibleAttributes = Record<string, never>;

/** Course outline sections (§2.9): the behaviour lives in dom/course-sections; this ties it to the element's life. */
export function CourseCollapsible({ host }: ElementProps<CourseCollapsibleAttributes>) {
  useLayoutEffect(() => adoptCourseSections(host), [host]);
  return null;
}
