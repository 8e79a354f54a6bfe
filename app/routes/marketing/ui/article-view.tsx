import { Link } from "react-router";
import type { articlePageData } from "~/.server/content/pages";
import { CtaBand } from "~/components/sections/cta-band";
import { NewsArticleByline } from "~/components/sections/news-article";
import { NotFound } from "~/components/sections/not-found";
import { RichText } from "~/components/sections/rich-text";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";

type ArticlePage = ReturnType<typeof articlePageData>;

/** An article's own page as its loader, or the studio's preview, gives it; the not-found page without one. */
export function ArticleView({
  article,
  closing,
}: {
  article: ArticlePage["article"] | null;
  closing: ArticlePage["closing"];
}) {
  if (!article) return <NotFound />;
  return (
    <>
      <article aria-labelledby="article-title">
        <header className="bg-muted">
          <div className="mx-auto max-w-3xl px-4 py-12">
            <Link
              to="/news"
              className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to the Compliance Hub
            </Link>
            <NewsArticleByline article={article} className="mt-8" />
            <h1 id="article-title" className="mt-3 text-balance text-4xl font-bold text-primary">
              {article.title}
            </h1>
            <p className="mt-4 text-pretty text-lg text-muted-foreground">{article.summary}</p>
          </div>
        </header>
        <RichText html={article.bodyHtml} className="mx-auto max-w-3xl px-4 py-12 leading-relaxed" />
      </article>
      <CtaBand className="mt-4" title={closing.title} body={closing.body} links={[closing.link]} />
    </>
  );
}
