import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { NotFound } from "~/components/sections/not-found";
import { getMeta } from "~/content/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () =>
  getMeta({ title: "Page not found", description: "This page does not exist.", path: "/404", noindex: true });

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return <NotFound />;
}
