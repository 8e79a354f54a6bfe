import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  clampStart,
  isVisible,
  itemsPerView,
  lastStart,
  moveForKey,
  moveStart,
  NEXT,
  PREVIOUS,
  positionLabel,
  SERVER_ITEMS_PER_VIEW,
} from "./carousel-state";

test.each([
  [{ md: false, lg: false }, 1],
  [{ md: true, lg: false }, 2],
  [{ md: true, lg: true }, 3],
])("items per view for %o is %i", (matches, expected) => {
  expect(itemsPerView(matches)).toBe(expected);
});

test("the server assumes a phone: one item per view", () => {
  expect(SERVER_ITEMS_PER_VIEW).toBe(1);
});

describe("four items", () => {
  test.each([
    [1, 3],
    [2, 2],
    [3, 1],
  ])("with %i per view the last start is %i", (perView, expected) => {
    expect(lastStart(4, perView)).toBe(expected);
  });

  test("one per view: three Next presses reach the end, a fourth does nothing", () => {
    let start = 0;
    const seen = [start];
    for (let i = 0; i < 4; i++) {
      start = moveStart(start, NEXT, 4, 1);
      seen.push(start);
    }
    expect(seen).toEqual([0, 1, 2, 3, 3]);
  });

  test("three per view: one Next press reaches the end; Previous returns to the start and stops", () => {
    expect(moveStart(0, NEXT, 4, 3)).toBe(1);
    expect(moveStart(1, NEXT, 4, 3)).toBe(1);
    expect(moveStart(1, PREVIOUS, 4, 3)).toBe(0);
    expect(moveStart(0, PREVIOUS, 4, 3)).toBe(0);
  });

  test("widening the window pulls a start past the new end back to it", () => {
    expect(clampStart(3, 4, 3)).toBe(1);
    expect(clampStart(3, 4, 1)).toBe(3);
  });

  test.each([
    [0, 1, "Showing 1 of 4"],
    [1, 3, "Showing 2 to 4 of 4"],
    [2, 2, "Showing 3 to 4 of 4"],
  ])("position label at start %i with %i per view", (start, perView, label) => {
    expect(positionLabel(start, 4, perView)).toBe(label);
  });
});

test("fewer items than fit in the view: nowhere to move", () => {
  expect(lastStart(2, 3)).toBe(0);
  expect(moveStart(0, NEXT, 2, 3)).toBe(0);
});

const key = (k: string, mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

test.each([
  [key("ArrowLeft"), PREVIOUS],
  [key("ArrowRight"), NEXT],
  [key("ArrowUp"), undefined],
  [key("Enter"), undefined],
  [key("ArrowRight", { altKey: true }), undefined],
  [key("ArrowLeft", { shiftKey: true }), undefined],
])("key %o moves the start by %s", (event, expected) => {
  expect(moveForKey(event)).toBe(expected);
});

test("whatever the presses, the start stays in range and exactly min(count, perView) items are visible", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 12 }),
      fc.integer({ min: 1, max: 3 }),
      fc.array(fc.constantFrom(PREVIOUS, NEXT), { maxLength: 30 }),
      (count, perView, moves) => {
        let start = 0;
        for (const move of moves) start = moveStart(start, move, count, perView);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(start).toBeLessThanOrEqual(lastStart(count, perView));
        const visible = Array.from({ length: count }, (_, i) => i).filter((i) => isVisible(i, start, perView));
        expect(visible.length).toBe(Math.min(count, perView));
      },
    ),
  );
});
