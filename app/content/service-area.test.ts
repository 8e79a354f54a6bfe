import { expect, test } from "vitest";
import * as about from "./about";
import * as faq from "./faq";
import * as home from "./home";
import * as news from "./news";
import * as services from "./services";

// EIDBI is a Minnesota benefit: the firm serves Minnesota agencies, and no page may suggest other states.
test.each(Object.entries({ about, faq, home, news, services }))("%s copy names Minnesota only", (_name, module) => {
  const text = JSON.stringify(module);
  expect(text).not.toMatch(/nearby states|neighbou?ring states|other states|across the region|multi-state/i);
});

test("the about page says where the firm works", () => {
  expect(JSON.stringify(about)).toMatch(/across Minnesota/);
});
