import { expect, test } from "vitest";
import { nextSecretStep, SECRET_SEQUENCE } from "./secret-sequence";

const ctrl = (key: string) => ({ key, ctrlKey: true, metaKey: false });
const meta = (key: string) => ({ key, ctrlKey: false, metaKey: true });
const plain = (key: string) => ({ key, ctrlKey: false, metaKey: false });

function run(keys: { key: string; ctrlKey: boolean; metaKey: boolean }[]) {
  let step = 0;
  let completions = 0;
  for (const key of keys) {
    step = nextSecretStep(step, key);
    if (step === SECRET_SEQUENCE.length) {
      completions++;
      step = 0;
    }
  }
  return completions;
}

test.each([
  ["Ctrl+C, Ctrl+C, Ctrl+P", [ctrl("c"), ctrl("c"), ctrl("p")], 1],
  ["Cmd+C, Cmd+C, Cmd+P", [meta("c"), meta("c"), meta("p")], 1],
  ["holding Control between presses", [plain("Control"), ctrl("c"), plain("Control"), ctrl("c"), ctrl("p")], 1],
  ["another key in between resets", [ctrl("c"), plain("a"), ctrl("c"), ctrl("p")], 0],
  ["only one copy", [ctrl("c"), ctrl("p")], 0],
  ["three copies then print still opens it", [ctrl("c"), ctrl("c"), ctrl("c"), ctrl("p")], 1],
  ["without the modifier nothing happens", [plain("c"), plain("c"), plain("p")], 0],
  ["capital letters count", [ctrl("C"), ctrl("C"), ctrl("P")], 1],
])("%s", (_name, keys, expected) => {
  expect(run(keys)).toBe(expected);
});
