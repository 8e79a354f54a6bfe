export type NavLink = { to: string; label: string };

export const mainNav: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/news", label: "Compliance Hub" },
  { to: "/careers", label: "Careers" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

export const footerNav: NavLink[] = [
  ...mainNav,
  { to: "/quote", label: "Start Your Compliance Consultation" },
  { to: "/faq", label: "FAQ" },
  { to: "/resources", label: "Compliance Resources" },
  { to: "/testimonials", label: "Client Testimonials" },
  { to: "/news", label: "EIDBI Updates & News" },
];

export const BOOK_A_CALL: NavLink = { to: "/book", label: "Book a Call" };
