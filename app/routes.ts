import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("services", "routes/marketing/services.tsx"),
  route("news", "routes/marketing/news.tsx"),
  route("news/:slug", "routes/marketing/news-article.tsx"),
  route("faq", "routes/marketing/faq.tsx"),
  route("testimonials", "routes/marketing/testimonials.tsx"),
  ...prefix("resources", [
    index("routes/marketing/resources.tsx"),
    route(":resourceId", "routes/marketing/resource-detail.tsx"),
  ]),
  route("careers", "routes/forms/careers.tsx"),
  route("quote", "routes/forms/quote.tsx"),
  route("contact", "routes/forms/contact.tsx"),
  route("book", "routes/forms/book.tsx"),
  route("book/cancel/:token", "routes/forms/book-cancel.tsx"),
  route("manager-login", "routes/manager/login.tsx"),
  layout("routes/manager/layout.tsx", [
    route("manager-dashboard", "routes/manager/dashboard.tsx"),
    route("manager-dashboard/admin", "routes/manager/admin.tsx"),
    route("manager-dashboard/inquiries/:id", "routes/manager/inquiry-detail.tsx"),
    route("manager-dashboard/applications/:id", "routes/manager/application-detail.tsx"),
  ]),
  route("manager-dashboard/files/:kind/:id", "routes/manager/file-download.ts"),
  route("manager-dashboard/export.csv", "routes/manager/export-csv.ts"),
  route("manager-sign-out", "routes/manager/sign-out.ts"),
  route("api/auth/*", "routes/manager/auth-api.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("*", "routes/marketing/not-found.tsx"),
] satisfies RouteConfig;
