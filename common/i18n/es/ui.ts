import type { CatalogueOf } from "../catalogue";
import type { ui as english } from "../en/ui";

/** The Spanish texts of the area "ui": the family is addressed as "usted", like the rest of the portal. */
export const ui: CatalogueOf<typeof english> = {
  "ui.loading": "Cargando...",
  "ui.query.reloadPage": "Vuelva a cargar la página para intentarlo de nuevo.",

  "ui.alert.kind.error": "Error",
  "ui.alert.kind.warning": "Advertencia",
  "ui.alert.kind.info": "Información",
  "ui.alert.kind.network": "Problema de conexión",
  "ui.alert.kind.validation": "Revise el formulario",
  "ui.alert.kind.auth": "Debe iniciar sesión",

  "ui.dialog.close": "Cerrar",
  "ui.dialog.cancel": "Cancelar",

  "ui.dateRange.from": "Desde",
  "ui.dateRange.to": "Hasta",

  "ui.pager.nothing": "No hay nada que mostrar",
  "ui.pager.showing": "Mostrando {first}-{last} de {total}",
  "ui.pager.previous": "Anterior",
  "ui.pager.next": "Siguiente",
  "ui.pager.page": "Página {page} de {pages}",

  "ui.toast.region": "Notificaciones ({hotkey})",
  "ui.toast.announce": "Notificación",
  "ui.toast.close": "Cerrar notificación",
};
