/**
 * The English texts of the area "messages" (ids `messages.*`): the messages screen of every portal role
 * (/messages, /teacher/messages, /parent/messages, /student/messages), worded for a child, a family or staff.
 * The `.child` texts are a child's own (Spanish addresses them as "tú").
 */
export const messages = {
  // The page's lead under its title (app/routes/messages/messages.tsx).
  "messages.lead.child": "Write to your teachers and read what they send you.",
  "messages.lead.family": "Write to your children's teachers and the school office, and read class announcements.",
  "messages.lead.staff": "Conversations with families, children and colleagues, and announcements to your classes.",

  // The office's two views.
  "messages.views.label": "Messages views",
  "messages.views.mine": "My messages",
  "messages.views.safeguarding": "Safeguarding queue",

  // Who a person is, beside their name.
  "messages.role.office": "Office",
  "messages.role.teacher": "Teacher",
  "messages.role.family": "Family",
  "messages.role.child": "Child",

  // The inbox: the buttons above it and the conversation list.
  "messages.inbox.newMessage": "New message",
  "messages.inbox.newMessage.child": "Write to my teacher",
  "messages.inbox.announce": "Announce to a class",
  "messages.inbox.heading": "Conversations",
  "messages.inbox.heading.child": "My messages",
  "messages.inbox.unread": "({count} unread)",
  "messages.inbox.loading": "Loading conversations...",
  "messages.inbox.loadError": "We could not load your messages",
  "messages.inbox.empty": "No conversations yet.",
  "messages.inbox.empty.child": "No messages yet. You can write to your teacher.",
  "messages.inbox.pages": "Conversations pages",
  "messages.inbox.conversation": "Conversation",
  "messages.inbox.choose": "Choose a conversation to read it, or start a new one.",
  "messages.inbox.choose.child": "Choose a message to read it.",
  "messages.inbox.announcementTitle": "{title}: {subject}",
  "messages.inbox.newCount": "{count, plural, one {# new} other {# new}}",
  "messages.inbox.lastMessage": "{name}: {text}",

  // The open conversation.
  "messages.thread.back": "Back to conversations",
  "messages.thread.back.child": "Back to my messages",
  "messages.thread.loading": "Loading messages...",
  "messages.thread.loadError": "We could not open this conversation",
  "messages.thread.announcement": "Announcement",
  "messages.thread.announcementTo": "Announcement to {className} ({audience, select, children {children} other {families}})",
  "messages.thread.announcementToAClass": "Announcement to a class ({audience, select, children {children} other {families}})",
  "messages.thread.person": "{name} ({role})",
  "messages.thread.messages": "Messages",
  "messages.thread.cannotPost": "You cannot send messages in this conversation now.",
  "messages.withdraw.title": "Withdraw this message?",
  "messages.withdraw.description":
    "Everyone in the conversation will see “This message was withdrawn”. The school office can still read it if it was reported.",
  "messages.withdraw.confirm": "Withdraw",
  "messages.withdraw.failed": "We could not withdraw the message. Please try again.",

  // One message of the conversation.
  "messages.message.you": "You",
  "messages.message.when": "· {when}",
  "messages.message.withdrawn": "This message was withdrawn",
  "messages.message.youWrote": "You wrote: {body}",
  "messages.message.wrote": "{name} wrote: {body}",
  "messages.message.seen": "Seen",
  "messages.message.sent": "Sent",
  "messages.message.withdraw": "Withdraw",
  "messages.message.report": "Report",
  "messages.message.report.child": "Tell a grown-up",

  // Files attached to a message being written.
  "messages.attach.button": "Attach files",
  "messages.attach.button.child": "Add a picture or file",
  "messages.attach.title": "Attachments",
  "messages.attach.done": "Attached",
  "messages.attach.failed": "Not attached",
  "messages.attach.sendFailed": "The file could not be sent.",
  "messages.attach.remove": "Remove {name}",

  // The reply box under a conversation.
  "messages.reply.label": "Your message",
  "messages.reply.label.child": "Write your message",
  "messages.reply.labelReplyTo": "Reply to {name} only",
  "messages.reply.send": "Send",
  "messages.reply.sendReply": "Send reply",
  "messages.sending": "Sending...",
  "messages.sendFailed": "We could not send your message. Please try again.",

  // The new message dialog.
  "messages.composer.description": "You can write to the people listed here.",
  "messages.composer.description.child": "Choose your teacher, then write your message.",
  "messages.composer.to": "To",
  "messages.composer.to.child": "Who do you want to write to?",
  "messages.composer.loading": "Loading contacts...",
  "messages.composer.loadError": "We could not load who you can write to",
  "messages.composer.empty": "There is no one you can write to yet.",
  "messages.composer.empty.child": "You have no teachers to write to yet.",
  "messages.composer.role": "({role})",
  "messages.composer.body": "Message",
  "messages.composer.body.child": "Your message",

  // Finding people (issue 33): a search, and the contacts grouped by child.
  "messages.composer.search": "Search by child, family or class name",
  "messages.composer.results": "{count, plural, =0 {No one matches your search.} one {# group matches.} other {# groups match.}}",
  "messages.composer.noMatch": "No one matches \"{query}\". Try part of a child's, parent's or class's name.",
  "messages.composer.more": "Showing {shown} of {total} groups. Type more of a name to find the rest.",
  "messages.composer.childTeachers": "{name}'s teachers",
  "messages.composer.staff": "School staff",
  "messages.composer.others": "Other people",
  "messages.composer.noClass": "Not in a class",
  "messages.composer.classFold": "{className} ({count, plural, one {# child} other {# children}})",
  "messages.composer.wholeFamily": "Whole family",
  "messages.composer.wholeFamilyOf": "Whole family of {name}",
  "messages.composer.relationship": "({relationship})",
  "messages.composer.chosen": "{count, plural, one {# recipient} other {# recipients}}",
  "messages.composer.remove": "Remove {name}",

  // A teacher's or the office's announcement to a class.
  "messages.announce.description": "Everyone chosen receives it; their replies come to you alone, never to the whole class.",
  "messages.announce.label": "Class announcement",
  "messages.announce.submit": "Send announcement",
  "messages.announce.class": "Class",
  "messages.announce.chooseClass": "Choose a class",
  "messages.announce.sendTo": "Send to",
  "messages.announce.families": "The class's families",
  "messages.announce.children": "The class's children",
  "messages.announce.subject": "Subject",
  "messages.announce.body": "Message",
  "messages.announce.failed": "We could not send the announcement. Please try again.",

  // Reporting a message to the office.
  "messages.report.title": "Report this message",
  "messages.report.description": "The school office will read the conversation and follow up. The sender is not told who reported it.",
  "messages.report.label": "Report a message",
  "messages.report.submit": "Send report",
  "messages.report.close": "Close",
  "messages.report.done": "Thank you. The school office has your report.",
  "messages.report.reason": "What is wrong with this message?",
  "messages.report.failed": "We could not send the report. Please try again.",

  // The rules of common/schemas/learning/messages.ts (MESSAGES_TEXT), verbatim: localize() finds them by their English.
  "messages.validation.body": "Please write a message.",
  "messages.validation.bodyTooLong": "Please keep a message to 5,000 characters or fewer.",
  "messages.validation.subject": "Please give the announcement a subject.",
  "messages.validation.subjectTooLong": "Please keep the subject to 120 characters or fewer.",
  "messages.validation.participants": "Please choose who to write to.",
  "messages.validation.tooManyParticipants": "A conversation can include at most 20 people.",
  "messages.validation.attachment": "Please attach files you uploaded.",
  "messages.validation.tooManyAttachments": "Attach at most 5 files to a message.",
  "messages.validation.classId": "Please choose a class from the list.",
  "messages.validation.audience": "Please choose who the announcement is for.",
  "messages.validation.reason": "Please say why you are reporting this message.",
  "messages.validation.reasonTooLong": "Please keep the reason to 1,000 characters or fewer.",
} as const;
