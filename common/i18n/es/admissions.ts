import type { CatalogueOf } from "../catalogue";
import type { admissions as english } from "../en/admissions";

/** The Spanish texts of the area "admissions", written for families. */
export const admissions: CatalogueOf<typeof english> = {
  "admissions.meta.title": "Admisiones",
  "admissions.meta.description":
    "Admisiones abiertas todo el año, con fechas de inicio cada mes: agende un recorrido, presente su solicitud en línea, tenga una conversación de preparación y después la ubicación y la orientación. Unas 2 semanas.",
  "admissions.meta.keywords":
    "admisiones escuela en línea, inscripción primaria en línea, admisiones todo el año, ubicación de grado, edad de corte para kínder",

  "admissions.heading.eyebrow": "Admisiones",
  "admissions.heading.title": "Admisiones",
  "admissions.heading.lead":
    "Unirse a nuestra escuela es sencillo. Las admisiones están abiertas todo el año, con fechas de inicio cada mes, y el proceso de solicitud toma unas dos semanas de principio a fin.",
  "admissions.startApplication": "Comenzar la solicitud",
  "admissions.contactAdmissions": "Contactar a Admisiones",

  "admissions.process.eyebrow": "Cómo inscribirse",
  "admissions.process.title": "Cuatro pasos hasta el primer día",
  "admissions.process.lead": "Esto es lo que sucede desde su primera pregunta hasta la primera clase de su hijo.",
  "admissions.process.stepNumber": "Paso {number}: ",
  "admissions.steps.inquire.title": "Consulte o agende un recorrido",
  "admissions.steps.inquire.body":
    "Cuéntenos sobre su hijo o <link>agende un recorrido virtual de {minutes} minutos</link>. Los recorridos comienzan entre semana, de {first} a {last} (hora del Este), y respondemos cada consulta en menos de 24 horas.",
  "admissions.steps.apply.title": "Presente la solicitud",
  "admissions.steps.apply.body":
    "Llene la <link>solicitud en línea</link> con los datos de su hijo, su escuela anterior si la tuvo y sus autorizaciones. Revisamos cada solicitud y nos comunicamos con usted en 2 a 3 días hábiles.",
  "admissions.steps.readiness.title": "Conversación de preparación",
  "admissions.steps.readiness.body":
    "Una plática amable con usted y su hijo sobre cómo aprende, qué le gusta y qué apoyo necesita. Si el grado que pidió es distinto del que corresponde a la edad de su hijo, lo conversamos aquí.",
  "admissions.steps.placement.title": "Ubicación y orientación",
  "admissions.steps.placement.body":
    "Confirmamos el grado y el grupo de su hijo y luego les damos la bienvenida a los dos con una orientación sobre el salón de clases en vivo y los portales para alumnos y padres, listos para la fecha de inicio.",

  "admissions.rolling.eyebrow": "Cuándo empezar",
  "admissions.rolling.title": "Admisiones todo el año",
  "admissions.rolling.lead":
    "No hay una fecha límite única. Presente su solicitud cuando le convenga a su familia, y su hijo empezará en la siguiente fecha de inicio que le acomode.",
  "admissions.rolling.monthlyTitle": "Fechas de inicio cada mes",
  "admissions.rolling.monthlyBody":
    "Hay una fecha de inicio cada mes, así que su hijo puede empezar cuando su familia esté lista, incluso a mitad del ciclo escolar.",
  "admissions.rolling.cohortsTitle": "Grupos prioritarios en agosto y enero",
  "admissions.rolling.cohortsBody":
    "Nuestros grupos prioritarios empiezan en agosto y en enero, momentos naturales para comenzar un nuevo ciclo escolar o un nuevo semestre. Presente su solicitud con tiempo para unirse a uno.",
  "admissions.rolling.quickTitle": "Un proceso de solicitud rápido, de 2 semanas",
  "admissions.rolling.quickBody":
    "El proceso de solicitud toma unas dos semanas, así que una mudanza, un cambio de escuela o un nuevo comienzo nunca tienen que esperar mucho.",

  "admissions.placement.eyebrow": "El grado adecuado",
  "admissions.placement.title": "Evaluación de ubicación",
  "admissions.placement.lead":
    "El grado de su hijo depende de la edad que tenga el {cutoff}, la fecha de corte del ciclo escolar en que empieza: este ciclo si empieza durante el año, o el próximo ciclo escolar.",
  "admissions.placement.caption": "Grado según la edad al {cutoff}",
  "admissions.placement.ageColumn": "Edad al {cutoff}",
  "admissions.placement.gradeColumn": "Grado",
  "admissions.placement.differentTitle": "Cuando el grado que pide es distinto",
  "admissions.placement.differentLead":
    "Algunos niños están listos para un grado distinto del que sugiere su edad. Si el grado que pide en la solicitud es distinto del que corresponde a la edad de su hijo, se lo decimos de inmediato y le preguntamos cómo desea continuar:",
  "admissions.placement.optionKeep": "mantener el grado que pidió, para que nuestro equipo lo revise;",
  "admissions.placement.optionAccept": "aceptar el grado que corresponde a la edad de su hijo; o",
  "admissions.placement.optionAssess": "pedir una evaluación de ubicación, que es lo que recomendamos.",
  "admissions.placement.assessment":
    "Una evaluación de ubicación y una conversación de preparación nos ayudan a ver en qué nivel está su hijo en lectura, escritura y matemáticas, para que empiece en el grado donde le irá mejor.",

  "admissions.tuition.eyebrow": "Colegiatura",
  "admissions.tuition.title": "Colegiatura y pagos",
  "admissions.tuition.body":
    "La colegiatura depende del grado y se paga en {terms} pagos iguales por período, o en un solo pago con {fullOff} de descuento. Cada hermano adicional inscrito al mismo tiempo recibe {siblingOff} de descuento, y los alumnos nuevos pagan una sola vez una cuota de administración e inscripción de {fee} con su primer pago.",
  "admissions.tuition.view": "Ver la colegiatura",

  "admissions.cta.title": "¿Listos para empezar?",
  "admissions.cta.lead":
    "Comience hoy la solicitud de su hijo, o agende primero un recorrido virtual y pregúntenos lo que quiera. Respondemos en menos de 24 horas.",
  "admissions.cta.tour": "Agendar un recorrido virtual",
};
