/**
 * Page meta of docs/product.md section 2 ("Every page sets the browser title ... and structured data"). The
 * public origin is a build-time constant, so it is stubbed before seo.ts is evaluated.
 */
import type { MetaDescriptor } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubGlobal("__PUBLIC_URL__", "https://school.example");
});

import { school } from "#common/school";
import { absoluteUrl, faqJsonLd, fullTitle, pageMeta, PUBLIC_URL } from "../../app/lib/seo";

afterAll(() => {
  vi.unstubAllGlobals();
});

type Descriptor = Record<string, unknown>;

const base = {
  title: "Tuition",
  description: "Tuition and fees for grades K-6.",
  keywords: ["online school tuition", "sibling discount"],
  canonical: "/tuition",
};

function find(descriptors: MetaDescriptor[], key: string, value: string): Descriptor | undefined {
  return (descriptors as Descriptor[]).find((d) => d[key] === value);
}

function content(descriptors: MetaDescriptor[], key: "name" | "property", value: string) {
  return find(descriptors, key, value)?.content;
}

function jsonLd(descriptors: MetaDescriptor[]) {
  return (descriptors as Descriptor[]).filter((d) => "script:ld+json" in d).map((d) => d["script:ld+json"] as Descriptor);
}

describe("public origin", () => {
  it("comes from __PUBLIC_URL__", () => {
    expect(PUBLIC_URL).toBe("https://school.example");
    expect(absoluteUrl("/tuition")).toBe("https://school.example/tuition");
    expect(absoluteUrl("/")).toBe("https://school.example/");
  });

  it("keeps any address on the site, however it is written (the not-found page names the one asked for)", () => {
    expect(absoluteUrl("//evil.example/x")).toBe("https://school.example/evil.example/x");
    expect(absoluteUrl("/\\evil.example")).toBe("https://school.example/evil.example");
    expect(absoluteUrl("/a/../..//evil.example")).toBe("https://school.example/evil.example");
    expect(absoluteUrl('/x"><script>')).toBe("https://school.example/x%22%3E%3Cscript%3E");
  });
});

describe("pageMeta", () => {
  const meta = pageMeta(base);

  it("suffixes the title with the school name", () => {
    expect(find(meta, "title", `Tuition | ${school.name}`)).toBeDefined();
    expect(fullTitle("Tuition")).toBe(`Tuition | ${school.name}`);
  });

  it("does not repeat the school name when it is the title", () => {
    expect(fullTitle(school.name)).toBe(school.name);
  });

  it("sets description and keywords, the page's keywords first", () => {
    expect(content(meta, "name", "description")).toBe(base.description);
    const keywords = String(content(meta, "name", "keywords")).split(", ");
    expect(keywords.slice(0, 2)).toEqual(base.keywords);
    expect(keywords.length).toBeGreaterThan(2);
  });

  it("lets indexable pages be indexed and keeps noIndex pages out", () => {
    expect(content(meta, "name", "robots")).toBe("index, follow");
    expect(content(pageMeta({ ...base, noIndex: true }), "name", "robots")).toBe("noindex, nofollow");
  });

  it("links the absolute canonical URL", () => {
    expect(find(meta, "rel", "canonical")).toEqual({ tagName: "link", rel: "canonical", href: "https://school.example/tuition" });
    expect(content(meta, "property", "og:url")).toBe("https://school.example/tuition");
  });

  it("has no canonical link when the page has no single address", () => {
    const { canonical: _omit, ...rest } = base;
    const notFound = pageMeta({ ...rest, noIndex: true });

    expect(find(notFound, "rel", "canonical")).toBeUndefined();
    expect(content(notFound, "property", "og:url")).toBeUndefined();
  });

  it("sets Open Graph tags", () => {
    expect(content(meta, "property", "og:site_name")).toBe(school.name);
    expect(content(meta, "property", "og:title")).toBe(`Tuition | ${school.name}`);
    expect(content(meta, "property", "og:description")).toBe(base.description);
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:image")).toMatch(/^https:\/\/school\.example\/.+/);
  });

  it("makes a page image absolute and honours the article type", () => {
    const article = pageMeta({ ...base, image: "/images/tuition.png", type: "article" });

    expect(content(article, "property", "og:image")).toBe("https://school.example/images/tuition.png");
    expect(content(article, "name", "twitter:image")).toBe("https://school.example/images/tuition.png");
    expect(content(article, "property", "og:type")).toBe("article");
  });

  it("sets Twitter card tags", () => {
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:title")).toBe(`Tuition | ${school.name}`);
    expect(content(meta, "name", "twitter:description")).toBe(base.description);
    expect(content(meta, "name", "twitter:image")).toBe(content(meta, "property", "og:image"));
  });

  it("adds Organization and WebSite structured data to every page", () => {
    const [organization, website, ...rest] = jsonLd(meta);

    expect(rest).toEqual([]);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@id": "https://school.example/#organization",
      name: school.name,
      url: "https://school.example/",
    });
    expect(organization?.["@type"]).toContain("EducationalOrganization");
    expect(website).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: school.name,
      url: "https://school.example/",
      publisher: { "@id": "https://school.example/#organization" },
    });
  });

  it("appends a page's own structured data after the shared blocks", () => {
    const faq = faqJsonLd([{ question: "Q?", answer: "A." }]);
    const blocks = jsonLd(pageMeta({ ...base, structuredData: [faq] }));

    expect(blocks).toHaveLength(3);
    expect(blocks[2]).toBe(faq);
  });

  it("keeps structured data JSON-serialisable", () => {
    for (const block of jsonLd(meta)) expect(JSON.parse(JSON.stringify(block))).toEqual(block);
  });
});

describe("faqJsonLd", () => {
  it("builds a FAQPage of Question / acceptedAnswer pairs in order", () => {
    const items = [
      { question: "Is the school accredited?", answer: "Yes." },
      { question: "What grades do you teach?", answer: "K to 6." },
    ];

    expect(faqJsonLd(items)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Is the school accredited?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
        { "@type": "Question", name: "What grades do you teach?", acceptedAnswer: { "@type": "Answer", text: "K to 6." } },
      ],
    });
  });
});
