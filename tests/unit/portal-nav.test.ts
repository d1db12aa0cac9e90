/** The area a page belongs to, named beside the phone's Menu button (app/components/auth/portal-nav.tsx). */
import { describe, expect, it } from "vitest";
import { currentLink, portalLinksFor } from "../../app/components/auth/portal-nav";

const labelOf = (role: Parameters<typeof portalLinksFor>[0], pathname: string) => currentLink(portalLinksFor(role), pathname)?.label;

describe("currentLink", () => {
  it("is the link the page is", () => {
    expect(labelOf("teacher", "/teacher")).toBe("portal.nav.teacherHome.label");
    expect(labelOf("teacher", "/teacher/gradebook")).toBe("portal.nav.teacherGradebook.label");
    expect(labelOf("student", "/student/messages")).toBe("portal.nav.studentMessages.label");
  });

  it("is the longest link the page lies under, not the role's home", () => {
    expect(labelOf("teacher", "/teacher/classes/7")).toBe("portal.nav.teacherClasses.label");
    expect(labelOf("guardian", "/parent/messages/abc")).toBe("portal.nav.parentMessages.label");
    expect(labelOf("admin", "/admin/people/42")).toBe("portal.nav.adminPeople.label");
    expect(labelOf("admin", "/admin")).toBe("portal.nav.adminHome.label");
  });

  it("matches whole path segments only", () => {
    // "/teacher-x" is not under "/teacher", nor "/filesystem" under "/files".
    expect(labelOf("teacher", "/teacher-x")).toBeUndefined();
    expect(labelOf("teacher", "/filesystem")).toBeUndefined();
  });

  it("is none for a page outside the role's areas", () => {
    expect(labelOf("teacher", "/video-session/1")).toBeUndefined();
    expect(labelOf("guardian", "/portal")).toBeUndefined();
  });
});
