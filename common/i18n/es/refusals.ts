import type { CatalogueOf } from "../catalogue";
import type { refusals as english } from "../en/refusals";

/** The Spanish texts of ../en/refusals.ts: adults are addressed as "usted", children (their work, portfolio and the live room) as "tú". */
export const refusals: CatalogueOf<typeof english> = {
  // server/errors.ts
  "refusals.errors.notFound": "No encontrado",
  "refusals.coursesCalendar.dayOutside": "Un día del calendario queda fuera.",
  "refusals.gradebookMarking.oneMarkPerCriterion": "Cada criterio lleva una sola calificación.",
  "refusals.gradebookMarking.oneMarkPerStandard": "Cada estándar lleva una sola calificación.",
  "refusals.gradebookGrid.termOfYear": "Elija un período del año escolar de esta clase.",
  "refusals.liveRelay.couldNotDo": "La clase en vivo no pudo hacer eso. Inténtalo de nuevo.",
  "refusals.input.expectedObject": "Se esperaba un objeto JSON",
  "refusals.notifications.mustBeOneClick": "Debe ser One-Click",
  "refusals.errors.csrf": "Falta el token de seguridad de la página o no es válido. Vuelva a cargar la página.",
  "refusals.errors.unavailable": "El servicio no está disponible por un momento. Inténtelo de nuevo en breve.",
  "refusals.errors.internal": "Error interno del servidor",
  // server/admissions/staff-actions.ts
  "refusals.admissionsStaff.noGradeConflict": "La solicitud {id} no tiene un conflicto de grado que revisar.",
  "refusals.admissionsStaff.notPossibleDuplicate": "La solicitud {id} no está marcada como posible duplicado.",
  "refusals.admissionsStaff.alreadyInStatus": "La solicitud {id} ya está en «{status}».",
  "refusals.admissionsStaff.cannotMove": "La solicitud {id} no puede pasar de «{from}» a «{to}». Desde «{from}» puede pasar a: {next}.",
  "refusals.admissionsStaff.cannotMoveFromFinal": "La solicitud {id} no puede pasar de «{from}» a «{to}». «{from}» es definitivo.",
  "refusals.admissionsStaff.changedMeanwhile":
    "Otra persona acaba de cambiar la solicitud {id}. Vuelva a cargarla para ver su estado actual e inténtelo de nuevo.",
  "refusals.admissionsStaff.changedMeanwhileTo":
    "Otra persona acaba de cambiar la solicitud {id}, que ahora está en «{status}». Vuelva a cargarla para ver su estado actual e inténtelo de nuevo.",
  "refusals.admissionsStaff.gradeAlreadyReviewed": "El grado de la solicitud {id} ya se revisó.",
  "refusals.admissionsStaff.gradeAlreadyPlaced": "El grado de la solicitud {id} ya se revisó (se asignó a {grade}).",
  "refusals.admissionsStaff.duplicateAlreadyDecided":
    "La revisión de duplicado de la solicitud {id} ya se decidió ({decision, select, merged {unida a la solicitud anterior} other {no es un duplicado}}).",
  // server/api.ts
  "refusals.api.tooManyRequests":
    "Demasiadas solicitudes. Inténtelo de nuevo en {seconds, plural, one {{seconds, number, ::group-off} segundo} other {{seconds, number, ::group-off} segundos}}.",
  // server/accounts/people.ts
  "refusals.accountsPeople.adminOnlySuper": "Solo un superadministrador puede crear o cambiar cuentas de administrador.",
  "refusals.accountsPeople.self":
    "Aquí no puede hacer esto con su propia cuenta. Su inicio de sesión y la verificación en dos pasos están en la Configuración de seguridad.",
  "refusals.accountsPeople.notFound": "No se encontró la cuenta.",
  "refusals.accountsPeople.alreadyDeactivated": "Esta cuenta ya está desactivada.",
  "refusals.accountsPeople.notDeactivated": "Esta cuenta ya está activa.",
  "refusals.accountsPeople.deactivatedNoInvite": "Esta cuenta está desactivada. Reactívela antes de enviar un correo para crear la contraseña.",
  "refusals.accountsPeople.noEmail": "Esta cuenta no tiene un correo electrónico al que enviar el enlace.",
  "refusals.accountsPeople.lastSuperAdmin":
    "Esta es la última cuenta de superadministrador activa; no se puede desactivar. Primero cree otro superadministrador.",
  "refusals.accountsPeople.noMfa": "Esta cuenta no tiene configurada la verificación en dos pasos.",
  "refusals.accountsPeople.actorGone": "Su cuenta ya no está activa.",
  // server/auth/common-passwords.ts
  "refusals.authCommonPasswords.commonPasswordMessage": "Esta contraseña es de las más comunes y fáciles de adivinar. Elija otra.",
  // server/auth/login-throttle.ts
  "refusals.loginThrottle.signIn": "Demasiados intentos de inicio de sesión. Inténtelo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.",
  "refusals.loginThrottle.attempts": "Demasiados intentos. Inténtelo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.",
  // server/auth/new-accounts.ts
  "refusals.authNewAccounts.usernameTaken": "Ese nombre de usuario ya está en uso. Elija otro.",
  // server/enquiries/inbox.ts
  "refusals.enquiriesInbox.enquiryNotFound": "No se encontró ese mensaje.",
  // server/http/guards.ts
  "refusals.httpGuards.signContinue": "Inicie sesión para continuar.",
  "refusals.httpGuards.doHavePermission": "No tiene permiso para hacer esto.",
  // server/http/multipart.ts
  "refusals.httpMultipart.uploadsPaused": "Las subidas están en pausa por un momento. Inténtelo de nuevo más tarde.",
  // server/learning/access.ts
  "refusals.access.fileNotFound": "No encontramos ese archivo.",
  "refusals.access.awardNotFound": "No encontramos ese reconocimiento.",
  "refusals.access.folderNotFound": "No encontramos esa carpeta.",
  "refusals.access.resourceNotFound": "No encontramos ese recurso.",
  "refusals.access.teacherNotFound": "No encontramos a ese maestro.",
  "refusals.access.windowNotFound": "No encontramos esa disponibilidad.",
  "refusals.access.mayNotWrite": "No puede enviar mensajes a esta persona.",
  "refusals.access.twoChildren": "Una conversación puede incluir a un solo niño.",
  "refusals.access.otherFamily": "Una conversación con un niño solo puede incluir a la familia de ese niño.",
  "refusals.access.familiesApart":
    "Una conversación puede incluir a una sola familia. Escriba a cada familia por separado, o envíe un anuncio a la clase: sus respuestas le llegan solo a usted.",
  "refusals.access.notTogether": "Todas las personas de una conversación de grupo deben poder escribirse entre sí. Escriba a estas personas por separado.",
  "refusals.access.conversationNotFound": "No encontramos esa conversación.",
  "refusals.access.mayNotPost": "No puede enviar mensajes en esta conversación.",
  "refusals.access.messageNotFound": "No encontramos ese mensaje.",
  "refusals.access.liveSessionNotFound": "No encontramos esa sesión.",
  "refusals.access.liveForChildren": "Esta clase en vivo es para los niños de la clase. Su hijo entra desde su propia cuenta; usted puede acompañarlo.",
  "refusals.access.absenceReportNotFound": "No encontramos ese aviso de ausencia.",
  // server/learning/calendar/feed.ts
  "refusals.calendarFeed.feedNotFound": "No encontramos ese calendario.",
  // server/learning/conferences/write.ts
  "refusals.conferencesWrite.couldFindConference": "No encontramos esa conferencia.",
  "refusals.conferencesWrite.windowOverlap": "Esto se superpone con otra disponibilidad suya ese día.",
  "refusals.conferencesWrite.windowOverlapWith": "Esto se superpone con otra disponibilidad suya ese día ({from} a {to}).",
  "refusals.conferencesWrite.pastDate": "Elija hoy o una fecha posterior.",
  "refusals.conferencesWrite.windowHasBookings":
    "Hay familias que reservaron horarios en este bloque que el cambio movería o quitaría. Primero cancele o mueva esas conferencias.",
  "refusals.conferencesWrite.windowBooked": "Hay familias que reservaron horarios en este bloque. Primero cancele o mueva esas conferencias.",
  "refusals.conferencesWrite.slotGone": "Ese horario ya no se ofrece. Elija otro.",
  "refusals.conferencesWrite.tooLate": "Ese horario es demasiado pronto para reservarlo. Elija uno más tarde.",
  "refusals.conferencesWrite.slotTaken": "Lo sentimos, alguien acaba de reservar ese horario. Elija otro.",
  "refusals.conferencesWrite.itemsOverlap": "Estas conferencias se superponen. Elija horarios uno después del otro.",
  "refusals.conferencesWrite.alreadyBooked": "Ya tiene una conferencia con este maestro sobre este niño. Muévala o cancélela.",
  "refusals.conferencesWrite.familyClash": "Su familia ya tiene una conferencia a esa hora.",
  "refusals.conferencesWrite.phoneNeeded": "Indique el número de teléfono al que debe llamar el maestro.",
  "refusals.conferencesWrite.notChangeable": "Esta conferencia ya terminó o se canceló, y no se puede cambiar.",
  "refusals.conferencesWrite.sameTime": "La conferencia ya está a esa hora.",
  // server/learning/courses/calendar.ts
  "refusals.coursesCalendar.endDateMust": "La fecha de fin debe ser igual o posterior a la de inicio.",
  "refusals.coursesCalendar.dayNotFound": "No encontramos ese día del calendario.",
  "refusals.coursesCalendar.subjectNotFound": "No encontramos esa materia.",
  "refusals.coursesCalendar.yearNameTaken": "Ya existe un año escolar con ese nombre.",
  "refusals.coursesCalendar.subjectNameTaken": "Ya existe una materia con ese nombre.",
  "refusals.coursesCalendar.dayOutsideYear": "El día debe estar dentro del año escolar.",
  "refusals.coursesCalendar.yearsOverlap": "Estas fechas se superponen con el año escolar {name} ({startsOn} a {endsOn}).",
  "refusals.coursesCalendar.overlapsYear": "Se superpone con {name}.",
  "refusals.coursesCalendar.termLeftOutside": "Con las nuevas fechas, un período queda fuera del año: {problem}",
  "refusals.coursesCalendar.dayLeftOutside": "Con las nuevas fechas, “{title}” ({startsOn}) queda fuera del año. Quítelo primero.",
  "refusals.coursesCalendar.yearRuns": "{name} va del {startsOn} al {endsOn}.",
  // server/learning/courses/rules.ts
  "refusals.coursesRules.termOutsideYear": "El período {number} debe estar dentro del año escolar ({startsOn} a {endsOn}).",
  "refusals.coursesRules.termOrder": "El período {number} debe empezar después de que termine el período {previous}.",
  "refusals.coursesRules.clash": "Coincide con el horario de {className}: el {weekday} de {startTime} a {endTime} ({because}).",
  "refusals.coursesRules.sameClass": "otra reunión de la misma clase",
  "refusals.coursesRules.teaches": "{name} la enseña",
  "refusals.coursesRules.attends": "{name} asiste a ella",
  // server/learning/courses/classes.ts
  "refusals.coursesClasses.enrolmentNotFound": "No encontramos esa inscripción.",
  "refusals.coursesClasses.meetingNotFound": "No encontramos ese horario de clase.",
  "refusals.coursesClasses.nameTaken": "Ya existe una clase con ese nombre en este año escolar.",
  "refusals.coursesClasses.alreadyEnded": "Esta inscripción ya terminó.",
  "refusals.coursesClasses.moveSame": "Elija otra sección a la que mover al niño.",
  "refusals.coursesClasses.moveOther": "Un niño solo puede pasar a una sección de la misma materia en el mismo año escolar.",
  "refusals.coursesClasses.notStaff": "Solo los maestros y administradores pueden formar parte del personal de una clase.",
  "refusals.coursesClasses.alreadyCancelled": "Esta sesión ya está cancelada.",
  "refusals.coursesClasses.pastSession": "Esta sesión ya empezó; no se puede cancelar.",
  "refusals.coursesClasses.tooManyForStaff":
    "{className} tiene {enrolled, plural, one {# alumno} other {# alumnos}}; con este personal caben {capacity}. Mantenga un maestro asistente o cambie primero a algunos niños de clase.",
  // server/learning/courses/enrolment.ts
  "refusals.coursesEnrolment.archived": "Esta clase está archivada. Restáurela primero.",
  "refusals.coursesEnrolment.withdrawn": "Este estudiante ya dejó la escuela.",
  "refusals.coursesEnrolment.alreadyEnrolled": "Este estudiante ya está en esta clase.",
  "refusals.rollover.overLimit":
    "Algunas clases superarían su límite: {classes}. Agregue una sección o aumente un límite, vea de nuevo la vista previa y haga el cambio.",
  "refusals.coursesEnrolment.classFull": "{className} está llena ({capacity} alumnos). Agregue un maestro asistente, aumente su límite o elija otra sección.",
  "refusals.coursesEnrolment.otherGrade":
    "{child} está en {childGrade}; {className} es una clase de {classGrade}. Confirme para inscribirlo en una clase de otro grado.",
  // server/learning/courses/read-model.ts
  "refusals.coursesReadModel.couldFindSchool": "No encontramos ese año escolar.",
  // server/learning/files/store.ts
  "refusals.filesStore.fileInUse": "Este archivo todavía se usa. Primero quítelo del trabajo o del recurso de la biblioteca que lo usa.",
  // server/learning/gradebook/comment-bank.ts
  "refusals.gradebookCommentBank.commentNotFound": "No encontramos ese comentario guardado.",
  "refusals.gradebookCommentBank.bankFull": "Su banco de comentarios está lleno ({max} comentarios). Primero elimine uno que ya no use.",
  // server/learning/gradebook/marking.ts
  "refusals.gradebookMarking.notPublished": "Este trabajo aún no está publicado: el niño no puede verlo. Publíquelo antes de devolverlo.",
  "refusals.gradebookMarking.nothingToReturn": "Todavía no hay nada que devolver: primero califique el trabajo o escriba un comentario.",
  // server/learning/live/relay.ts
  "refusals.liveRelay.areAlreadyRoom": "Ya estás en la sala.",
  "refusals.liveRelay.joinRoomFirst": "Primero entra a la sala.",
  "refusals.liveRelay.videoAvailable": "Ese video no está disponible.",
  "refusals.liveRelay.notAllowed": "Eso no está permitido.",
  // server/learning/live/rooms.ts
  "refusals.liveRooms.notOpenYet": "Esta clase en vivo todavía no está abierta. Abre 10 minutos antes de empezar.",
  "refusals.liveRooms.notOpenForTestYet": "Puede abrir la sala desde una hora antes de que empiece la clase, para probarla.",
  "refusals.liveRooms.sessionOver": "Esta clase en vivo ya terminó.",
  "refusals.liveRooms.roomNotOpen": "Tu maestro todavía no ha abierto la sala.",
  "refusals.liveRooms.videoServerUnreachable": "La clase en vivo no pudo conectarse con el servidor de video. Inténtalo de nuevo en un momento.",
  "refusals.liveRooms.removed": "Tu maestro te sacó de esta clase en vivo.",
  "refusals.liveRooms.roomLocked": "Tu maestro cerró la sala con llave.",
  "refusals.liveRooms.participantNotFound": "No encontramos a esa persona en esta sala.",
  "refusals.liveRooms.notAdmitted": "Espera a que tu maestro te deje entrar.",
  "refusals.liveRooms.tokenRefused": "Este enlace para entrar ya no es válido. Inténtalo de nuevo.",
  "refusals.liveRooms.hardMuted": "Tu maestro te silenció. Levanta la mano para pedir la palabra.",
  // server/learning/live/checks.ts (quick checks, issue 35)
  "refusals.liveChecks.notFound": "No encontramos esa pregunta rápida.",
  "refusals.liveChecks.closed": "Esta pregunta rápida ya está cerrada.",
  "refusals.liveChecks.onlyChildren": "Solo los niños responden las preguntas rápidas.",
  "refusals.liveChecks.notAThumb": "Elige un pulgar: arriba, de lado o abajo.",
  "refusals.liveChecks.notAChoice": "Elige una de las respuestas.",
  "refusals.liveChecks.notANumber": "Escribe un número.",
  "refusals.liveChecks.wordTooLong": "Las respuestas no pueden tener más de 40 caracteres.",
  "refusals.liveChecks.standardNotOfClass": "Elija un estándar de la materia y el grado de esta clase.",
  "refusals.liveChecks.notARightChoice": "Elija la respuesta correcta entre las opciones.",
  "refusals.liveChecks.withoutStandard": "Esta pregunta rápida no cuenta para ningún estándar.",
  "refusals.liveChecks.stillOpen": "Esta pregunta rápida sigue abierta: sus respuestas cuentan cuando se cierre.",
  "refusals.liveChecks.noAnswerFromChild": "No encontramos la respuesta de ese alumno a esta pregunta rápida.",
  // common/schemas/learning/live.ts (quick checks: the teacher's form, a child's answer)
  // server/learning/live/slides.ts (diapositivas, issue 35)
  "refusals.liveSlides.notFound": "No encontramos esas diapositivas.",
  "refusals.liveSlides.slideNotFound": "No encontramos esa diapositiva.",
  "refusals.liveSlides.notShown": "Tu maestro todavía no ha mostrado esta diapositiva.",
  "refusals.liveSlides.closed": "Estas diapositivas están cerradas.",
  "refusals.liveSlides.notAPdf": "Elija un PDF para mostrarlo como diapositivas.",
  "refusals.liveSlides.pageNotInDeck": "Elija una diapositiva de este PDF.",
  "refusals.liveSlides.tooManyPages": "Las diapositivas pueden tener como máximo 100 páginas. Elija un PDF más corto.",
  "refusals.liveSlides.unreadable": "No se pudo abrir este PDF. Intente guardarlo de nuevo como PDF.",
  "refusals.liveSlides.tooSlow": "Este PDF tardó demasiado en prepararse. Pruebe con uno más pequeño.",
  "refusals.liveSlides.noRenderer":
    "No se pueden mostrar diapositivas: este servidor todavía no puede convertir PDF en imágenes. Avise al administrador de la escuela.",
  // server/learning/live/board.ts (la pizarra)
  "refusals.liveBoard.closed": "La pizarra está cerrada.",
  "refusals.liveBoard.noPen": "Tu maestro todavía no te ha dado el lápiz.",
  "refusals.liveBoard.strokeNotFound": "No encontramos esa línea en la pizarra.",
  "refusals.liveBoard.notYourStroke": "Solo puedes borrar tus propias líneas.",
  "refusals.liveBoard.full": "La pizarra está llena. Borre o limpie algunas líneas primero.",
  "refusals.liveBoard.keptFull": "La pizarra de esta sesión ya guardó todas las líneas que puede. Guárdela en sus archivos para conservarla.",
  // common/schemas/learning/live.ts (diapositivas: el PDF y la página que elige el maestro)
  // server/learning/live/sdp.ts
  "refusals.liveSdp.oneMicrophoneOneCamera": "En una clase en vivo puedes compartir un micrófono y una cámara.",
  "refusals.liveRooms.shareNotAllowed": "El maestro no ha pedido compartir la pantalla.",
  "refusals.liveRooms.screenBusy": "Otra persona está compartiendo su pantalla. Solo se puede compartir una pantalla a la vez.",
  "refusals.liveSdp.oneScreen": "Solo se puede compartir una pantalla o ventana a la vez.",
  "refusals.liveGroups.running": "Los grupos pequeños ya están en marcha. Termínelos primero.",
  "refusals.liveGroups.none": "No hay grupos pequeños en marcha.",
  "refusals.liveGroups.notFound": "No encontramos ese grupo.",
  "refusals.liveGroups.forClasses": "Los grupos pequeños son para las sesiones de clase.",
  "refusals.liveGroups.nameTaken": "Ya hay grupos guardados con ese nombre para esta clase. Elija otro nombre.",
  // server/learning/messages/conversations.ts
  "refusals.messagesConversations.withdrawOwnOnly": "Solo puede retirar sus propios mensajes.",
  // server/learning/messages/safeguarding.ts
  "refusals.messagesSafeguarding.reportWasAlready": "Este reporte ya se atendió.",
  "refusals.messagesSafeguarding.reportNotFound": "No encontramos ese reporte.",
  // server/learning/portfolio/items.ts
  "refusals.portfolioItems.notHandedIn": "Solo el trabajo que ya entregaste puede ir en tu portafolio.",
  "refusals.portfolioItems.alreadyAdded": "Este trabajo ya está en el portafolio.",
  "refusals.portfolioItems.itemNotFound": "No encontramos ese elemento del portafolio.",
  "refusals.portfolioItems.alreadyDecided": "Tu maestro ya revisó este, así que se queda.",
  // server/learning/progress/progress-read.ts
  "refusals.progressProgressRead.termNotFound": "No encontramos ese período.",
  // server/learning/rewards/points.ts
  "refusals.rewardsPoints.skillNotFound": "No encontramos esa habilidad.",
  "refusals.rewardsPoints.skillArchived": "Esa habilidad ya no está en la lista de la escuela. Elija otra.",
  "refusals.rewardsPoints.undoTooLate": "Los puntos se pueden deshacer durante los 10 minutos siguientes a darlos.",
  // server/learning/rewards/skills.ts
  "refusals.rewardsSkills.skillNameTaken": "Ya hay una habilidad con ese nombre en la lista.",
  // server/learning/roster/export.ts
  "refusals.rosterExport.noCurrentYear": "No hay un año escolar actual que exportar. Primero añada uno en /admin/courses.",
  // server/learning/roster/files.ts
  "refusals.rosterFiles.none": "Elija un zip de OneRoster o sus archivos CSV (users.csv, classes.csv, enrollments.csv, ...).",
  "refusals.rosterFiles.notZip": "No se pudo leer el archivo zip. Envíe el zip que exportó su otro sistema, o los propios archivos CSV.",
  "refusals.rosterFiles.noneKnown":
    "Ninguno de los archivos es un CSV de OneRoster 1.2 (orgs.csv, academicSessions.csv, courses.csv, classes.csv, users.csv, roles.csv, enrollments.csv).",
  "refusals.rosterFiles.tooLargeTogether": "Los archivos de la lista suman más de 40 MB. Divida la lista e impórtela por partes.",
  "refusals.rosterFiles.delta": "Esta es una lista delta (solo cambios). Exporte una lista completa: cada archivo entero.",
  // server/learning/roster/import.ts
  "refusals.rosterImport.noOnerosterData": "No se envió ningún archivo de datos de OneRoster (solo un manifiesto).",
  // server/learning/standards/school.ts
  "refusals.standardsSchool.notFound": "No encontramos ese estándar.",
  "refusals.standardsSchool.published":
    "Los estándares publicados se quedan como se publicaron; solo se pueden editar los estándares propios de la escuela. Puede archivar un estándar publicado que la escuela no enseña.",
  // server/learning/students/create-student.ts
  "refusals.studentsCreateStudent.notEnrolled": "Crear estudiante es para solicitudes en estado Inscrito. Primero pase la solicitud a Inscrito.",
  "refusals.studentsCreateStudent.exists": "Ya se creó un registro de estudiante a partir de esta solicitud.",
  "refusals.studentsCreateStudent.classNotFound": "Elija una clase principal del grado del niño en el año escolar actual.",
  "refusals.studentsCreateStudent.classesNotFound": "Elija clases del grado del niño en el año escolar actual.",
  // server/learning/students/records.ts
  "refusals.studentsRecords.guardianLinkNotFound": "Ese tutor no está vinculado a este estudiante.",
  // server/notifications/notifications-read.ts
  "refusals.notificationsNotificationsRead.couldFindStudent": "No encontramos a ese estudiante.",
  "refusals.notificationsNotificationsRead.unsubscribeLinkValid": "Este enlace para cancelar la suscripción no es válido.",
  // server/pdf/pool.ts
  "refusals.pdfPool.pdfBusy": "Se están preparando muchos documentos en este momento. Inténtelo de nuevo en un minuto.",
  // server/routes/account.ts
  "refusals.account.noEmail": "Primero añada un correo electrónico a su cuenta.",
  "refusals.account.alreadyVerified": "Su correo electrónico ya está verificado.",
  "refusals.account.tooManyVerificationMails": "Demasiados correos de verificación. Inténtelo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.",
  "refusals.account.tooManyEmailChanges":
    "Demasiados cambios de correo electrónico. Inténtelo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.",
  // server/routes/admin/attachments.ts
  "refusals.adminAttachments.attachmentFound": "No se encontró el archivo adjunto",
  // server/routes/events.ts
  "refusals.events.tooManyStreams":
    "Hay demasiadas páginas de la escuela abiertas con su cuenta. Cierre algunas pestañas o ventanas y vuelva a cargar esta página.",
  // server/routes/learning/conferences.ts
  "refusals.conferences.rangeTooLong": "Pida como máximo {days} días a la vez.",
  // server/routes/learning/live.ts
  "refusals.live.liveVideoSet": "El video en vivo todavía no está configurado en esta escuela.",
  // server/routes/learning/notifications.ts
  "refusals.notifications.sendListUnsubscribe": "Envíe List-Unsubscribe=One-Click para cancelar la suscripción.",
  "refusals.notifications.unreadableForm": "No se pudo leer el formulario de cancelación. Envíe List-Unsubscribe=One-Click.",
  // server/routes/mfa.ts
  "refusals.mfa.alreadyEnabled": "La verificación en dos pasos ya está activada.",
  "refusals.mfa.disableRefused": "Contraseña o código de verificación incorrectos",
  "refusals.mfa.tooManySetups":
    "Demasiadas configuraciones de la verificación en dos pasos. Inténtelo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.",
  // server/routes/user.ts
  "refusals.user.authenticated": "No ha iniciado sesión",
  // server/tours/staff.ts
  "refusals.toursStaff.tourNotFound": "No se encontró esa reserva de recorrido.",
  "refusals.toursStaff.tourAlreadyCancelled": "Esta reserva de recorrido ya está cancelada, así que no se puede cambiar.",
  "refusals.toursStaff.tourSameSlot": "La reserva ya está en esta fecha y hora. Elija otro horario.",
  "refusals.games.notFound": "No encontramos ese juego.",
  "refusals.games.finished": "Este juego ya terminó. ¡Empieza uno nuevo!",
  "refusals.games.dailyLimit": "Ya jugaste todo lo de hoy. ¡Vuelve mañana!",
  "refusals.games.otherQuestion": "Esa pregunta no es la que se está respondiendo.",
  "refusals.billing.noCurrentYear": "No hay un año escolar actual que facturar. Elija un año escolar.",
  "refusals.billing.yearNotFound": "No se encontró ese año escolar.",
  "refusals.billing.invoiceNotFound": "No se encontró esa factura.",
  "refusals.billing.familyNotFound": "No se encontró esa familia.",
  "refusals.billing.planLocked": "{family} ya tiene facturas de {year}: el plan de una familia solo puede cambiar antes de su primera factura del año escolar.",
  "refusals.billing.unpricedGrade":
    "{child} está en un grado sin precio de colegiatura ({grade}). Corrija el grado del alumno y vuelva a generar las facturas.",
  "refusals.billing.alreadyPaid": "La factura {number} está pagada por completo: no queda nada por pagar ni acreditar.",
  "refusals.billing.overpayment": "A la factura {number} le quedan {balance} por pagar, menos que los {amount} de este pago. Registre como máximo {balance}.",
  "refusals.billing.refundTooLarge":
    "La factura {number} tiene {received} recibidos, menos que los {amount} de este reembolso. Reembolse como máximo {received}.",
  "refusals.billing.creditTooLarge":
    "A la factura {number} le quedan {balance} por pagar, menos que los {amount} de esta nota de crédito. Acredite como máximo {balance}.",
};
