import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { NotFound } from "~/components/sections/not-found";
import { notFoundMeta } from "~/content/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = notFoundMeta;

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return <NotFound />;
}
