import type { CatalogueOf } from "../catalogue";
import type { site as english } from "../en/site";

/** The public site's frame in Spanish. */
export const site: CatalogueOf<typeof english> = {
  "site.skipLink": "Ir al contenido principal",
  "site.brand.home": "Inicio de {school}",
  "site.tagline": "Escuela primaria en línea acreditada, de kínder a sexto grado.",
  "site.nav.main": "Principal",
  "site.nav.mobile": "Móvil",
  "site.nav.footer": "Pie de página",
  "site.nav.aboutUs": "Quiénes somos",
  "site.nav.academics": "Programa académico",
  "site.nav.admissions": "Admisiones",
  "site.nav.tuition": "Colegiatura",
  "site.nav.careers": "Empleo",
  "site.nav.contact": "Contacto",
  "site.enquireNow": "Pida información",
  "site.menu.title": "Menú",
  "site.menu.open": "Abrir el menú",
  "site.menu.close": "Cerrar el menú",
  "site.footer.explore": "Explorar",
  "site.footer.followUs": "Síganos",
  "site.footer.opensInNewTab": "{name} (se abre en una pestaña nueva)",
  "site.footer.staffSignIn": "Acceso del personal",
  "site.footer.rights": "© {year} {school}. Todos los derechos reservados.",
  "site.language.label": "Idioma",
  // The school's statement of common/school.ts, which the server reads in English from there.
  "site.accreditation": "Escuela en línea acreditada, de kínder a sexto grado, que sigue los estándares estatales de Estados Unidos",
};
