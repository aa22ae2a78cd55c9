; Inno Setup 6 script for klondike-qt on Windows.
;
; Installs the PyInstaller one-folder build (dist\klondike-qt\, made with
; packaging\pyinstaller\klondike-qt.spec) and adds a Start-menu shortcut, an optional
; desktop shortcut and an uninstaller. Build from the repository root:
;
;   pyinstaller --noconfirm --clean packaging\pyinstaller\klondike-qt.spec
;   iscc packaging\windows\klondike-qt.iss
;
; Output: dist\installer\klondike-qt-<version>-setup.exe
; Override the version with  iscc /DAppVersion=0.2.0 packaging\windows\klondike-qt.iss

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Klondike"
#define AppExeName "klondike-qt.exe"
#define SourceDir "..\..\dist\klondike-qt"

[Setup]
; A fixed AppId ties upgrades and the uninstaller together: never change it.
AppId={{7E3B5A2C-4F1D-4C8E-9B6A-2D5F8C1E9A40}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=klondike-qt developers
AppPublisherURL=https://github.com/klondike-qt/klondike-qt
AppSupportURL=https://github.com/klondike-qt/klondike-qt/issues
AppUpdatesURL=https://github.com/klondike-qt/klondike-qt/releases
AppComments=Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for mouse, keyboard-only and screen-reader players
DefaultDirName={autopf}\klondike-qt
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install without administrator rights by default; the user may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
SetupIconFile=klondike-qt.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist\installer
OutputBaseFilename=klondike-qt-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python may leave byte-code caches next to the bundle; the player's settings,
; statistics and saved game live in the user profile and are kept.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
