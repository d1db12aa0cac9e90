/** The English texts of the resource library (ids `library.*`). */
export const library = {
  // Who can see a folder or a resource.
  "library.scope.teacher": "Only me",
  "library.scope.school": "Whole school",

  // Words shared by the screen and its dialogs.
  "library.whoCanSee": "Who can see it",
  "library.subject": "Subject",
  "library.grade": "Grade",
  "library.folder": "Folder",
  "library.title": "Title",
  "library.description": "Description",
  "library.webAddress": "Web address",
  "library.archive": "Archive",
  "library.archiving": "Archiving...",
  "library.saving": "Saving...",
  "library.addLink": "Add a link",
  "library.newFolder": "New folder",
  "library.search": "Search",

  // /teacher/resource-library: the buttons above the list and where uploads go (resource-library.tsx).
  "library.uploadFiles": "Upload files",
  "library.uploadFailed": "The upload did not finish. Please try again.",
  "library.filesGo": "Files go to <strong>{place}</strong> ({scope}). {accepted}, up to {size} each.",
  "library.myResources": "My resources",
  /** The first word of LEARNING_FILE_POLICY.acceptedLabel ("images, .pdf, ..."). */

  // The folders beside the list (a select on a phone).
  "library.folders": "Folders",
  "library.foldersLoadError": "The folders could not be loaded.",
  "library.loadingFolders": "Loading folders...",
  "library.allResources": "All resources",
  "library.folderOption": "{scope, select, school {School} other {Mine}}: {path} ({count})",
  "library.schoolFolders": "School folders",
  "library.myFolders": "My folders",
  "library.noneYet": "None yet.",
  "library.items": "{count, plural, one {item} other {items}}",
  "library.renameOrMove": "Rename or move",
  "library.delete": "Delete",
  "library.madeBy": "Made by {name}.",

  // The search, the filters and the list.
  "library.searchLabel": "Search titles and descriptions",
  "library.mineAndSchool": "Mine and the school's",
  "library.allSubjects": "All subjects",
  "library.allGrades": "All grades",
  "library.loadError": "The library could not be loaded.",
  "library.loading": "Loading the library...",
  "library.nothingMatches": "Nothing matches.",
  "library.folderEmpty": "This folder is empty.",
  "library.libraryEmpty": "Your library is empty.",
  "library.tryOther": "Try other words or clear a filter.",
  "library.startHint": "Upload files or add a link to start.",
  "library.resources": "Resources",
  "library.pages": "Library pages",

  // One resource of the list.
  "library.item.newTab": "(opens in a new tab)",
  "library.item.addedBy": "Added by {name}",
  "library.item.updated": "Updated {day}",
  "library.item.in": "In {path}",
  "library.item.notUsed": "Not used in any assignment",
  "library.item.usedIn": "Used in {count, plural, one {# assignment} other {# assignments}}",
  "library.item.open": "Open",
  "library.item.download": "Download",
  "library.item.edit": "Edit",

  // The dialogs (library-dialogs.tsx): folders.
  "library.anySubject": "Any subject",
  "library.anyGrade": "Any grade",
  "library.newFolder.failed": "The folder could not be made. Please try again.",
  "library.newFolder.submit": "Make folder",
  "library.newFolder.busy": "Making...",
  "library.folderName": "Folder name",
  "library.newFolder.scopeNote": "Whole school: every teacher can use what is in it.",
  "library.inside": "Inside",
  "library.insideNote": "Folders go at most {max} levels deep.",
  "library.atTheTop": "At the top",
  "library.editFolder.failed": "The folder could not be saved. Please try again.",
  "library.editFolder.title": "Rename or move {name}",
  "library.editFolder.label": "Rename or move folder",
  "library.editFolder.submit": "Save folder",

  // The dialogs: links and resources.
  "library.addLink.failed": "The link could not be added. Please try again.",
  "library.addLink.submit": "Add link",
  "library.addLink.busy": "Adding...",
  "library.addLink.urlNote": "Starting with https:// or http://",
  "library.noFolder": "No folder",
  "library.editResource.failed": "The resource could not be saved. Please try again.",
  "library.editResource.title": "Edit {title}",
  "library.editResource.label": "Edit resource",
  "library.editResource.submit": "Save",

  // The dialogs: archiving a resource, deleting a folder.
  "library.confirm.failed": "That did not work. Please try again.",
  "library.archive.title": "Archive {title}?",
  "library.archive.text": "It leaves the library for everyone who sees it.",
  "library.archive.keeps": "The {count, plural, one {assignment that uses it keeps} other {# assignments that use it keep}} it.",
  "library.deleteFolder.title": "Delete the folder {name}?",
  "library.deleteFolder.submit": "Delete folder",
  "library.deleteFolder.busy": "Deleting...",
  "library.deleteFolder.text": "Only an empty folder can be deleted: move or archive what is in it first.",

  // The server's answers to a change (server/routes/learning/library.ts), verbatim: localize() finds them by their English.
  "library.server.folderCreated": "Folder created.",
  "library.server.folderSaved": "Folder saved.",
  "library.server.folderDeleted": "Folder deleted.",
  "library.server.added": "Added to the library.",
  "library.server.resourceSaved": "Resource saved.",
  "library.server.resourceArchived": "Resource archived.",
} as const;
