import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-4 text-muted-foreground">The page you were looking for has moved or never existed.</p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-primary underline underline-offset-4">
          Return to Home
        </Link>
      </p>
    </section>
  );
}
