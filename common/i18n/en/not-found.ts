/** The English texts of the area "notFound" (ids `notFound.*`): the spec's words, verbatim. */
export const notFound = {
  "notFound.title": "404 Page Not Found",
  "notFound.description": "The page you are looking for does not exist or has moved.",
  "notFound.goHome": "Go Home",
  "notFound.contact": "Contact Us",
} as const;
