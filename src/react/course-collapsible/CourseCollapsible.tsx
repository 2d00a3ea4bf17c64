import { useLayoutEffect } from 'react';
import { adoptCourseSections } from '../../dom/course-sections.ts';
import { shopText } from '../../dom/messages.ts';
import type { ElementProps } from '../base/element-props.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/course-collapsible.element.ts). */
export type CourseCollapsibleAttributes = StorefrontElementAttributes['course-collapsible'];

/** Course outline sections (§2.9): the behaviour lives in dom/course-sections; this ties it to the element's life. */
export function CourseCollapsible({ host, attrs }: ElementProps<CourseCollapsibleAttributes>) {
  const expandText = attrs.expandText || shopText('expand');
  const collapseText = attrs.collapseText || shopText('collapse');
  const expandAllText = attrs.expandAllText || shopText('expandAll');
  const collapseAllText = attrs.collapseAllText || shopText('collapseAll');
  useLayoutEffect(
    () => adoptCourseSections(host, { expandText, collapseText, expandAllText, collapseAllText }),
    [host, expandText, collapseText, expandAllText, collapseAllText],
  );
  return null;
}
