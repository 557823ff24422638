/**
 * The colour utilities an element has at rest (no hover: or disabled: prefix), sorted. A button
 * should have one background and one text colour: two that conflict are settled by stylesheet
 * order, not by the class list.
 */
export const restingColours = (element: HTMLElement) =>
  element.className
    .split(/\s+/)
    .filter((name) => /^(bg|text)-(white|black|transparent|[a-z]+-\d{2,3})$/.test(name))
    .sort()
