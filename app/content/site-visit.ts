import type { Lang } from "~/lib/i18n";

/**
 * The visitor's words of the thank-you page, the site-visit page and their e-mails, in both
 * languages (docs/decisions/082-thank-you-site-visits-instant-reply.md). Only the server reads
 * this module: the pages get their language's copy through the loader's data.
 */
export interface SiteVisitCopy {
  thanksTitle: string;
  thanksLead: string;
  reference: string;
  nextTitle: string;
  nextSteps: string[];
  callUs: string;
  hoursTitle: string;
  bookTitle: string;
  bookLead: string;
  noSlots: string;
  slotsLegend: string;
  bookSubmit: string;
  rescheduleSubmit: string;
  chooseSlot: string;
  slotInvalid: string;
  slotTaken: string;
  bookedTitle: string;
  /** {when} */
  bookedText: string;
  bookedEmail: string;
  /** Instead of bookedEmail when no mail server is set up (nothing is sent). */
  bookedNoEmail: string;
  rescheduleTitle: string;
  cancelTitle: string;
  cancelReason: string;
  cancelSubmit: string;
  cancelledToast: string;
  bookedToast: string;
  movedToast: string;
  bookedToastNoMail: string;
  movedToastNoMail: string;
  noVisitToCancel: string;
  tooManyChanges: string;
  manageTitle: string;
  notFoundTitle: string;
  notFoundText: string;
  backHome: string;
  backServices: string;
  backBlog: string;
  crumb: string;
  manageCrumb: string;
  mail: {
    replySubject: string;
    replyHello: string;
    /** The greeting when the name is left out (it reads as a link or an address). */
    replyHelloNoName: string;
    replyBody: string;
    replyBook: string;
    replyBooked: string;
    /** {phone} */
    replyPhone: string;
    visitSubject: string;
    visitBody: string;
    rescheduleLink: string;
    cancelSubject: string;
    cancelBody: string;
    reminderSubject: string;
    reminderBody: string;
    eventTitle: string;
    signature: string;
  };
}

const en: SiteVisitCopy = {
  thanksTitle: "Thank you! We have your request.",
  thanksLead: "A real person will read it and get back to you.",
  reference: "Your reference number",
  nextTitle: "What happens next",
  nextSteps: [
    "We reply in under one hour during our opening hours (below); outside them, first thing when we open.",
    "We talk about your space, your team and what they would like to eat and drink.",
    "We come by for a free site visit to plan the machines or market: pick a time below and skip the phone tag.",
  ],
  callUs: "In a hurry? Call us:",
  hoursTitle: "Opening hours",
  bookTitle: "Book your free site visit",
  bookLead: "Choose a time that suits you. We come to you; a visit takes about {minutes} minutes.",
  noSlots: "There are no free times in the next two weeks. We will call you to find one.",
  slotsLegend: "Free times (New York time)",
  bookSubmit: "Book this visit",
  rescheduleSubmit: "Move my visit to this time",
  chooseSlot: "Please choose a time.",
  slotInvalid: "That time cannot be booked any more. Please choose one of the times below.",
  slotTaken: "Sorry, someone booked that time a moment ago. These are the next free times:",
  bookedTitle: "Your site visit is booked",
  bookedText: "We will see you on {when}.",
  bookedEmail: "We sent you an invitation for your calendar by e-mail.",
  bookedNoEmail: "Please note the time in your calendar: we will call you the day before.",
  rescheduleTitle: "Pick another time",
  cancelTitle: "Cancel the visit",
  cancelReason: "Reason (optional)",
  cancelSubmit: "Cancel my visit",
  cancelledToast: "Your visit is cancelled. You can book a new time whenever you like.",
  bookedToast: "Your site visit is booked. The invitation is on its way.",
  movedToast: "Your site visit has a new time. The updated invitation is on its way.",
  bookedToastNoMail: "Your site visit is booked.",
  movedToastNoMail: "Your site visit has a new time.",
  noVisitToCancel: "There is no booked visit to cancel.",
  tooManyChanges:
    "This visit has been changed many times today, so this page takes no more changes until tomorrow. Please call us instead.",
  manageTitle: "Your site visit",
  notFoundTitle: "We could not find this request",
  notFoundText: "The link may be incomplete. Please use the link from our e-mail, or call us.",
  backHome: "Back to the home page",
  backServices: "See our micro markets",
  backBlog: "Read our blog",
  crumb: "Thank you",
  manageCrumb: "Site visit",
  mail: {
    replySubject: "We have your request ({reference})",
    replyHello: "Hello {name},",
    replyHelloNoName: "Hello,",
    replyBody:
      "Thank you for contacting {business}. Your reference number is {reference}. We reply in under one hour during our opening hours; outside them, first thing when we open.",
    replyBook: "Save us both a phone call: book your free site visit here: {link}",
    replyBooked: "Your site visit is already booked; the invitation is in a separate e-mail.",
    replyPhone: "In a hurry? Call us at {phone}.",
    visitSubject: "Your site visit: {when}",
    visitBody: "Your free site visit is booked for {when}. The invitation for your calendar is attached.",
    rescheduleLink: "To move or cancel it: {link}",
    cancelSubject: "Site visit cancelled: {when}",
    cancelBody: "The site visit of {when} is cancelled. Book a new time whenever you like: {link}",
    reminderSubject: "Reminder: your site visit, {when}",
    reminderBody: "A reminder of the free site visit on {when}.",
    eventTitle: "Site visit: {business}",
    signature: "The {business} team",
  },
};

const es: SiteVisitCopy = {
  thanksTitle: "¡Gracias! Recibimos su solicitud.",
  thanksLead: "Una persona la leerá y le responderá.",
  reference: "Su número de referencia",
  nextTitle: "Qué sigue",
  nextSteps: [
    "Respondemos en menos de una hora en nuestro horario de atención (abajo); fuera de él, en cuanto abrimos.",
    "Hablamos de su espacio, su equipo y lo que les gustaría comer y beber.",
    "Le visitamos gratis para planificar las máquinas o el micromercado: elija una hora abajo y evite las llamadas.",
  ],
  callUs: "¿Tiene prisa? Llámenos:",
  hoursTitle: "Horario de atención",
  bookTitle: "Reserve su visita gratuita",
  bookLead: "Elija la hora que le convenga. Vamos a su local; la visita dura unos {minutes} minutos.",
  noSlots: "No hay horas libres en las próximas dos semanas. Le llamaremos para encontrar una.",
  slotsLegend: "Horas libres (hora de Nueva York)",
  bookSubmit: "Reservar esta visita",
  rescheduleSubmit: "Cambiar mi visita a esta hora",
  chooseSlot: "Por favor, elija una hora.",
  slotInvalid: "Esa hora ya no se puede reservar. Por favor, elija una de las horas de abajo.",
  slotTaken: "Lo sentimos, alguien reservó esa hora hace un momento. Estas son las próximas horas libres:",
  bookedTitle: "Su visita está reservada",
  bookedText: "Nos vemos el {when}.",
  bookedEmail: "Le enviamos por correo una invitación para su calendario.",
  bookedNoEmail: "Anote la hora en su calendario: le llamaremos el día anterior.",
  rescheduleTitle: "Elegir otra hora",
  cancelTitle: "Cancelar la visita",
  cancelReason: "Motivo (opcional)",
  cancelSubmit: "Cancelar mi visita",
  cancelledToast: "Su visita está cancelada. Puede reservar otra hora cuando quiera.",
  bookedToast: "Su visita está reservada. La invitación va en camino.",
  movedToast: "Su visita tiene una nueva hora. La invitación actualizada va en camino.",
  bookedToastNoMail: "Su visita está reservada.",
  movedToastNoMail: "Su visita tiene una nueva hora.",
  noVisitToCancel: "No hay ninguna visita reservada que cancelar.",
  tooManyChanges:
    "Esta visita ha cambiado muchas veces hoy, así que esta página no acepta más cambios hasta mañana. Por favor, llámenos.",
  manageTitle: "Su visita",
  notFoundTitle: "No encontramos esta solicitud",
  notFoundText: "Puede que el enlace esté incompleto. Use el enlace de nuestro correo o llámenos.",
  backHome: "Volver a la página de inicio",
  backServices: "Ver nuestros micromercados",
  backBlog: "Leer nuestro blog",
  crumb: "Gracias",
  manageCrumb: "Visita",
  mail: {
    replySubject: "Recibimos su solicitud ({reference})",
    replyHello: "Hola {name}:",
    replyHelloNoName: "Hola:",
    replyBody:
      "Gracias por contactar a {business}. Su número de referencia es {reference}. Respondemos en menos de una hora en nuestro horario de atención; fuera de él, en cuanto abrimos.",
    replyBook: "Ahórrese una llamada: reserve aquí su visita gratuita: {link}",
    replyBooked: "Su visita ya está reservada; la invitación va en otro correo.",
    replyPhone: "¿Tiene prisa? Llámenos al {phone}.",
    visitSubject: "Su visita: {when}",
    visitBody:
      "Su visita gratuita está reservada para el {when}. La invitación para su calendario va adjunta.",
    rescheduleLink: "Para cambiarla o cancelarla: {link}",
    cancelSubject: "Visita cancelada: {when}",
    cancelBody: "La visita del {when} está cancelada. Reserve otra hora cuando quiera: {link}",
    reminderSubject: "Recordatorio: su visita, {when}",
    reminderBody: "Le recordamos la visita gratuita del {when}.",
    eventTitle: "Visita: {business}",
    signature: "El equipo de {business}",
  },
};

export const siteVisitCopy: Record<Lang, SiteVisitCopy> = { en, es };
