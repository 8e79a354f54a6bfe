import { appContextOf } from "~/.server/app-context";
import { newsPageData } from "~/.server/content/pages";
import { siteOriginOf } from "~/.server/runtime/env";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { NewsArticleCard } from "~/components/sections/news-article";
import { getMeta } from "~/content/meta";
import type { Route } from "./+types/news";

// The articles come from the content studio (published, newest first); the copy around them stays in code. As loader
// data it stays out of the JavaScript bundle; the dates are formatted once, on the server.
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  return newsPageData(await app.content.published(), siteOriginOf(app.config));
}

// The Atom feed of the latest articles, for feed readers.
export const links = () => [
  { rel: "alternate", type: "application/atom+xml", title: "Compliance Hub", href: "/news/feed.xml" },
];

// The meta copy also arrives as loader data, so it is not in the bundle either.
export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...loaderData.meta, structuredData: loaderData.structuredData });

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { hero, articles, closing } = loaderData;
  return (
    <>
      <Hero {...hero} art="network" />
      <div className="mx-auto mt-12 grid max-w-3xl gap-8 px-4">
        {articles.map((article) => (
          <NewsArticleCard key={article.id} article={article} />
        ))}
      </div>
      <CtaBand className="mt-16" title={closing.title} body={closing.body} links={[closing.link]} />
    </>
  );
}
